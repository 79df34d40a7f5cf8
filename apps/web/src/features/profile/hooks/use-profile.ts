import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

export function profileQuery() {
  return trpc.user.profile.queryOptions();
}

export function documentsQuery() {
  return trpc.user.documents.queryOptions();
}

export function useProfile() {
  return useQuery(profileQuery());
}

export function useDocuments() {
  return useQuery(documentsQuery());
}
