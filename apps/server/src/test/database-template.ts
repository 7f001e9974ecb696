import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import type { ProvidedTemplates } from './provided.ts';

const adminQuery = async (url: string, text: string) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
};

/**
 * Migrates one database for the whole run, once: every test file then starts from a copy of it instead
 * of running initdb (PGlite, about two seconds) and every migration again.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) return;
    const name = `t_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    const database = await openPostgres(templateUrl.toString(), { poolSize: 1 });
    await database.close();
    project.provide('postgresTemplate' satisfies ProvidedTemplates, name);
    return () => adminQuery(url, `drop database if exists ${name} with (force)`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'tz-pglite-template-'));
  const database = await openPglite('memory://');
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const file = join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate' satisfies ProvidedTemplates, file);
  return () => rmSync(folder, { recursive: true, force: true });
}
