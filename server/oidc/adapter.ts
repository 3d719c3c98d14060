import { sql } from 'kysely';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database';
import { unstorableTextIn } from '../http/inputGuard';

/**
 * The provider's storage (sessions, grants, interactions, codes, tokens) in the `oidc_payloads`
 * table, so that a restart signs no one out. One row per model and id; an expired row is never
 * returned. Every write is one statement, so it needs no transaction on the single PGlite
 * connection.
 *
 * The payload is written as JSON text and read back as text: Kysely's CamelCasePlugin would
 * otherwise rename the snake_case keys inside it (e.g. the authorization parameters).
 */
export class KyselyAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
    private readonly afterWrite?: () => void,
    /** Told once a revocation has committed (server/db/changeFeed.ts: this process's kept token checks are stale). */
    private readonly afterDelete?: () => void,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const text = JSON.stringify(payload);
    // PostgreSQL's jsonb cannot hold NUL: a parameter with one is the client's error (400), not a 500.
    if (unstorableTextIn(payload) !== null || id.includes('\u0000')) throw new errors.InvalidRequest('the request contains characters that cannot be stored');
    const json = sql<Record<string, unknown>>`cast(${text} as jsonb)`;
    const expiresAt = typeof expiresIn === 'number' && expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000) : null;
    const indexes = {
      grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
      userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
      uid: typeof payload.uid === 'string' ? payload.uid : null,
      expiresAt,
    };
    await this.db
      .insertInto('oidcPayloads')
      .values({ model: this.model, id, payload: json, ...indexes })
      // A consumed code or token stays consumed.
      .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet({ payload: json, ...indexes }))
      .execute();
    this.afterWrite?.();
  }

  find(id: string) {
    return this.findBy('id', id);
  }

  findByUid(uid: string) {
    return this.findBy('uid', uid);
  }

  findByUserCode(userCode: string) {
    return this.findBy('userCode', userCode);
  }

  async consume(id: string): Promise<void> {
    if (id.includes('\u0000')) return;
    await this.db.updateTable('oidcPayloads').set({ consumedAt: new Date() })
      .where('model', '=', this.model).where('id', '=', id).where('consumedAt', 'is', null)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    if (id.includes('\u0000')) return;
    await this.db.deleteFrom('oidcPayloads').where('model', '=', this.model).where('id', '=', id).execute();
    this.afterDelete?.();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    if (grantId.includes('\u0000')) return;
    await this.db.deleteFrom('oidcPayloads').where('model', '=', this.model).where('grantId', '=', grantId).execute();
    this.afterDelete?.();
  }

  private async findBy(column: 'id' | 'uid' | 'userCode', value: string): Promise<AdapterPayload | undefined> {
    // No stored key holds NUL (upsert refuses it); the database could not even compare it.
    if (typeof value !== 'string' || value.includes('\u0000')) return undefined;
    const row = await this.db
      .selectFrom('oidcPayloads')
      .select([sql<string>`payload::text`.as('json'), 'consumedAt'])
      .where('model', '=', this.model)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', new Date())]))
      .limit(1)
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = JSON.parse(row.json) as AdapterPayload;
    if (row.consumedAt) payload.consumed = Math.floor(new Date(row.consumedAt).getTime() / 1000);
    return payload;
  }
}

/** The provider's adapter factory: one adapter per model, expired rows purged every 500 writes. */
export function kyselyAdapterFactory(db: Database, afterDelete?: () => void): (model: string) => KyselyAdapter {
  let writes = 0;
  const afterWrite = () => {
    if (++writes % 500 === 0) purgeExpiredPayloads(db).catch(() => undefined);
  };
  return (model) => new KyselyAdapter(db, model, afterWrite, afterDelete);
}

/** Removes the rows that have expired; run at start and now and then. */
export async function purgeExpiredPayloads(db: Database): Promise<void> {
  await db.deleteFrom('oidcPayloads').where('expiresAt', '<', new Date()).execute();
}
