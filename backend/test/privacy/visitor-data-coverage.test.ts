import { ReferenceKind, type EntityMetadata, type MikroORM } from '@mikro-orm/core';
import request from 'supertest';
import { OWNED_THROUGH, VISITOR_OWNED } from '../../src/privacy/visitor-data.js';
import { runRetention } from '../../src/retention/retention.job.js';
import { cookieOf, GOOD_PASSWORD, signedInUser } from '../support/accounts.js';
import { BEHIND_TEST_PROXY } from '../support/client-address.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { saveOneOfEverything } from './support.js';

/*
 * Visitor-owned data is found here from the ORM's metadata, not from a list: every entity with an
 * ownerVisitorId column, and every entity with a relation to one of those (recommendations of a
 * plan, share links of a home). Each must be in the registry (src/privacy/visitor-data.ts), and
 * each one's rows must really move to the account at sign-in, appear in the export, go with the
 * account's erasure and fall to the retention policy. A new entity without one of these fails here.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(BEHIND_TEST_PROXY);
});
afterAll(() => app.close());

interface OwnedEntity {
  meta: EntityMetadata;
  /** The parent it is owned through; none when it has its own ownerVisitorId. */
  through?: { meta: EntityMetadata; deleteRule: string | undefined };
  /** SQL selecting (as text) the ids of the rows that one visitor (the one parameter) owns. */
  idsSql: string;
}

/** Every visitor-owned entity, found from the metadata. */
function visitorOwnedEntities(orm: MikroORM): OwnedEntity[] {
  const metas = [...orm.getMetadata().getAll().values()].filter((meta) => !meta.abstract && !meta.embeddable && !meta.virtual);
  const pkOf = (meta: EntityMetadata) => meta.properties[meta.primaryKeys[0]!]!.fieldNames[0];
  const found = new Map<string, OwnedEntity>();
  for (const meta of metas) {
    const owner = meta.properties.ownerVisitorId;
    if (owner) found.set(meta.className, { meta, idsSql: `select "${pkOf(meta)}"::text as id from "${meta.tableName}" where "${owner.fieldNames[0]}" = ?` });
  }
  // Then whatever points at an owned row, until nothing new turns up (chains of any length).
  for (let grew = true; grew; ) {
    grew = false;
    for (const meta of metas.filter((each) => !found.has(each.className))) {
      const relation = Object.values(meta.properties).find(
        (property) => property.kind === ReferenceKind.MANY_TO_ONE && found.has(property.targetMeta?.className ?? ''),
      );
      if (!relation) continue;
      const parent = found.get(relation.targetMeta!.className)!;
      found.set(meta.className, {
        meta,
        through: { meta: parent.meta, deleteRule: relation.deleteRule },
        idsSql: `select "${pkOf(meta)}"::text as id from "${meta.tableName}" where "${relation.fieldNames[0]}"::text in (${parent.idsSql})`,
      });
      grew = true;
    }
  }
  return [...found.values()];
}

/** The ids of each owned entity's rows that `visitorId` owns, by class name. */
async function idsOwnedBy(visitorId: string): Promise<Record<string, string[]>> {
  const connection = app.db.orm.em.fork().getConnection();
  const owned: Record<string, string[]> = {};
  for (const entity of visitorOwnedEntities(app.db.orm)) {
    const rows = await connection.execute<Array<{ id: string }>>(entity.idsSql, [visitorId]);
    owned[entity.meta.className] = rows.map((row) => row.id).sort();
  }
  return owned;
}

const nothingOwned = (owned: Record<string, string[]>) => Object.fromEntries(Object.keys(owned).map((name) => [name, []]));

/** A visitor who saved one of everything, a share link included; their cookie and visitor id. */
async function visitorWithOneOfEverything(email: string) {
  const cookie = await newVisitor(app.server);
  const saved = await saveOneOfEverything(app, cookie, email);
  expect((await request(app.server).post(`/api/properties/${saved.propertyId}/share`).set('Cookie', cookie)).status).toBeLessThan(300);
  const [{ owner_visitor_id: visitorId }] = await app.db.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ owner_visitor_id: string }>>('select owner_visitor_id from property where id = ?', [saved.propertyId]);
  const owned = await idsOwnedBy(visitorId);
  // Each kind needs a row here to be checked at all: a new kind adds one to saveOneOfEverything.
  for (const [name, ids] of Object.entries(owned)) expect({ [name]: ids.length > 0 }).toEqual({ [name]: true });
  return { cookie, visitorId, owned };
}

describe('visitor-owned data, found from the ORM metadata', () => {
  it('is every kind the registry lists, and nothing else; rows owned through another go with it', () => {
    const entities = visitorOwnedEntities(app.db.orm);
    const names = (list: ReadonlyArray<{ entity: { name: string } }>) => list.map(({ entity }) => entity.name).sort();
    expect(entities.filter((entity) => !entity.through).map((entity) => entity.meta.className).sort()).toEqual(names(VISITOR_OWNED));
    expect(entities.filter((entity) => entity.through).map((entity) => entity.meta.className).sort()).toEqual(names(OWNED_THROUGH));
    for (const { entity, parent } of OWNED_THROUGH) {
      const found = entities.find((each) => each.meta.className === entity.name)!;
      // Moved, erased and expired with the parent row only because the database deletes them with it.
      expect({ [entity.name]: found.through }).toEqual({ [entity.name]: { meta: expect.objectContaining({ className: parent.name }), deleteRule: 'cascade' } });
    }
  });

  it('moves to the account at sign-in, is all in the export, and is all erased with the account', async () => {
    // An account made elsewhere; then, not signed in, a visitor saves one of everything and signs in to it.
    const account = await signedInUser(app, 'coverage@example.com');
    const { cookie, visitorId, owned } = await visitorWithOneOfEverything('coverage@example.com');
    expect(visitorId).not.toBe(account.visitorId);
    const login = await request(app.server).post('/api/login').set('Cookie', cookie).send({ email: account.email, password: GOOD_PASSWORD });
    expect(login.status).toBe(200);
    const signedIn = cookieOf(login)!;

    expect(await idsOwnedBy(visitorId)).toEqual(nothingOwned(owned));
    expect(await idsOwnedBy(account.visitorId)).toEqual(owned);

    const exported = await request(app.server).get('/api/account/export').set('Cookie', signedIn);
    expect(exported.status).toBe(200);
    const missing = Object.entries(owned).flatMap(([name, ids]) => ids.filter((id) => !exported.text.includes(`"${id}"`)).map((id) => `${name} ${id}`));
    expect(missing).toEqual([]);

    expect((await request(app.server).delete('/api/account').set('Cookie', signedIn)).status).toBe(200);
    expect(await idsOwnedBy(account.visitorId)).toEqual(nothingOwned(owned));
  });

  it('falls to the retention policy when nobody comes back for it', async () => {
    const { visitorId, owned } = await visitorWithOneOfEverything('never-registered@example.com');
    const muchLater = new Date();
    muchLater.setUTCFullYear(muchLater.getUTCFullYear() + 10);

    await runRetention(app.db.orm.em.fork(), muchLater);
    expect(await idsOwnedBy(visitorId)).toEqual(nothingOwned(owned));
  });
});
