import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from './client.ts';
import { borrowers } from './schema/auth.ts';
import { products } from './schema/loan.ts';
import { seedDemoData } from './seed.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('seed', () => {
  it('can run at every start without duplicating anything', async () => {
    await seedDemoData(database.db);
    await seedDemoData(database.db);
    expect(await database.db.select().from(products)).toHaveLength(3);
    expect(await database.db.select().from(borrowers)).toHaveLength(1);
  });
});
