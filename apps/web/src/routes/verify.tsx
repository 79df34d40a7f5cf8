import { createFileRoute } from '@tanstack/react-router';
import { handOverToLoginDocument } from '../features/auth/login-document.ts';

/** The code step of the login is login.html too (decision record 0027): an app navigation here goes there. */
export const Route = createFileRoute('/verify')({
  beforeLoad: ({ location, preload }) => handOverToLoginDocument(location, preload),
});
