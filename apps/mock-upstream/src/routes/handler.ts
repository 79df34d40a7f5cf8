import type { Catalogue, EndpointId } from '@portal/contracts/catalogue';
import type { EndpointDefinition } from '@portal/contracts/endpoint';
import type { z } from 'zod';
import type { MockStore } from '../store/mock-store.ts';
import type { SessionRecord, UserRecord } from '../store/types.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
/** What the mock sends is what the endpoint's response schema reads. */
type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;

export interface AuthContext {
  session: SessionRecord;
  user: UserRecord;
}

/** A file part of a multipart request (endpoints with `bodyEncoding: 'multipart'`). */
export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface HandlerContext<E extends EndpointDefinition> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** Present on endpoints with `auth: true`; the route refuses the call before the handler otherwise. */
  auth: E['auth'] extends true ? AuthContext : null;
  /** File parts of a multipart body; empty for JSON endpoints. */
  files: UploadedFile[];
  store: MockStore;
  /** The caller's tenant when it is not the default one (signed URLs carry it, as a real bucket's carry theirs). */
  tenant: string | null;
  now: Date;
  devMode: boolean;
  /** Scheme and host the caller reached the mock on (`http://localhost:4010`), for URLs that point back at it. */
  origin: string;
}

export interface HandlerResult<E extends EndpointDefinition> {
  /** Defaults to the endpoint's first success status. */
  status?: number;
  body: Sent<E['response']>;
}

/** Answers one catalogue endpoint; a deliberate failure is thrown as a `MockHttpError`. */
export type Handler<E extends EndpointDefinition> = (
  context: HandlerContext<E>,
) => HandlerResult<E> | Promise<HandlerResult<E>>;

export type HandlerMap = { [K in EndpointId]?: Handler<Catalogue[K]> };
