import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { CaseRecord } from './caseRecord';
import { mayAdministrateCase } from '../../../src/domain/caseHandling';
import type { AssociationRole, User, UserRef } from '../../../src/api/types';

interface CandidateRow {
  id: string;
  firstname: string;
  lastname: string;
  isKanslist: boolean;
  isEconomist: boolean;
  /** The candidate's membership in the case's association, if any. */
  membership: { kind: 'psychology' | 'national'; name: string; role: AssociationRole } | null;
  /** The candidate is a union representative of the case's workplace, and works there. */
  represents: boolean;
}

/**
 * The users who could handle a case by their role: secretariat staff, economists, the board of the
 * case's association and the union representatives of its workplace. Each is returned with the
 * parts of spec §3 User that the rules of src/domain/caseAccess.ts read for this case, so the
 * rules themselves (not this query) decide who qualifies.
 */
async function loadCandidates(db: Database, record: CaseRecord): Promise<User[]> {
  const associationId = record.association?.id ?? null;
  const workplaceId = record.workplace?.id ?? null;
  const { rows } = await sql<CandidateRow>`
    with staff as (
      select m.user_id, o.kind from memberships m join organisations o on o.id = m.organisation_id
      where o.kind in ('secretariat', 'economist')
    ), candidates as (
      select user_id from staff
      union select m.user_id from memberships m where m.organisation_id = ${associationId} and m.role = 'Styrelsemedlem'
      union select r.user_id from workplace_representatives r where r.workplace_id = ${workplaceId}
    )
    select u.id, u.firstname, u.lastname,
      exists (select 1 from staff s where s.user_id = u.id and s.kind = 'secretariat') as is_kanslist,
      exists (select 1 from staff s where s.user_id = u.id and s.kind = 'economist') as is_economist,
      (select json_build_object('kind', o.kind, 'name', o.name, 'role', m.role) from memberships m join organisations o on o.id = m.organisation_id
        where m.user_id = u.id and m.organisation_id = ${associationId} and o.kind in ('psychology', 'national')) as membership,
      (u.workplace_id = ${workplaceId} and exists (select 1 from workplace_representatives r where r.user_id = u.id and r.workplace_id = u.workplace_id)) is true as represents
    from users u join candidates c on c.user_id = u.id
    order by u.lastname, u.firstname, u.id`.execute(db);
  return rows.map((row) => {
    const name = `${row.firstname} ${row.lastname}`;
    const association = row.membership && associationId ? { id: associationId, name: row.membership.name, role: row.membership.role } : null;
    return {
      id: row.id, name, firstname: row.firstname, lastname: row.lastname, username: '',
      isBoardmember: association?.role === 'Styrelsemedlem', isKanslist: row.isKanslist, canManageSecretariat: false,
      isEconomist: row.isEconomist, protectedIdentity: false, workAssociation: null, unionRepresentatives: [],
      workplace: row.represents && workplaceId
        ? { id: workplaceId, name: '', corperationName: '', unionRepresentatives: [{ id: row.id, name, email: null, phone: null }] }
        : null,
      psychologyAssociations: association && row.membership!.kind === 'psychology' ? [association] : [],
      nationalAssociations: association && row.membership!.kind === 'national' ? [{ ...association, externalId: null }] : [],
    };
  });
}

/** GetAdministratorAlternatives: those who may be made responsible for the case (src/domain/caseHandling.ts). */
export async function administratorAlternatives(db: Database, record: CaseRecord): Promise<UserRef[]> {
  return (await loadCandidates(db, record))
    .filter((candidate) => mayAdministrateCase(candidate, record))
    .map((u) => ({ id: u.id, name: u.name }));
}
