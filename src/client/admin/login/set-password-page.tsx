import type { HeadFn } from '../../lib/head';

export const head: HeadFn = () => ({ title: 'Set your password', noindex: true });

/** /admin/set-password/:token: a new staff member chooses a password through the invitation link. */
export default function SetPasswordPage() {
  return <main />;
}
