import type { Queryable } from './db.ts';
import { audit } from './audit.ts';

export type RoleChange = 'granted' | 'revoked' | 'unchanged' | 'no_such_user';

/** Grants or revokes `app_metadata.role = 'admin'` (decision #4), with an audit row. */
export async function setAdminRole(q: Queryable, email: string, admin: boolean, by: string): Promise<RoleChange> {
  const [user] = await q.query<{ id: string; role: string | null }>(
    `select id, raw_app_meta_data->>'role' as role from auth.users where email = $1`,
    [email.trim().toLowerCase()],
  );
  if (!user) return 'no_such_user';
  if ((user.role === 'admin') === admin) return 'unchanged';
  await q.query(
    admin
      ? `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"admin"}'::jsonb, updated_at = now() where id = $1`
      : `update auth.users set raw_app_meta_data = raw_app_meta_data - 'role', updated_at = now() where id = $1`,
    [user.id],
  );
  await audit(q, { userId: user.id, action: admin ? 'admin_role_granted' : 'admin_role_revoked', payload: { by } });
  return admin ? 'granted' : 'revoked';
}
