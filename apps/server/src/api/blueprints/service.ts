import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Blueprint } from '@verity/contracts/commerce';
import type { DatabaseHandle } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { BLUEPRINTS } from './catalog.ts';

const DOCUMENTS_DIR = fileURLToPath(new URL('./documents/', import.meta.url));

/** Keeps the `blueprints` table equal to the catalogue in code. */
export async function seedBlueprints(handle: DatabaseHandle): Promise<void> {
  for (const [index, b] of BLUEPRINTS.entries()) {
    await handle.query(
      `insert into blueprints (id, name, description, category, price_cents, tags, document, sort_order)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)
       on conflict (id) do update set name = excluded.name, description = excluded.description,
         category = excluded.category, price_cents = excluded.price_cents, tags = excluded.tags,
         document = excluded.document, sort_order = excluded.sort_order`,
      [b.id, b.name, b.description, b.category, b.priceCents, JSON.stringify(b.tags), b.document, index],
    );
  }
}

export const downloadPath = (id: string) => `/api/blueprints/${id}/download`;

/** Every blueprint, marked `purchased` for the signed-in user (and only for them). */
export async function listBlueprints(handle: DatabaseHandle, userId: string | null): Promise<Blueprint[]> {
  const rows = await handle.query<{
    id: string;
    name: string;
    description: string;
    category: string;
    price_cents: number;
    tags: string[];
    purchased: boolean;
  }>(
    `select b.id, b.name, b.description, b.category, b.price_cents, b.tags,
            (p.id is not null) as purchased
       from blueprints b
       left join purchases p on p.blueprint_id = b.id and p.user_id = $1
      order by b.sort_order`,
    [userId],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    category: r.category,
    priceCents: r.price_cents,
    tags: r.tags,
    purchased: r.purchased,
    downloadUrl: r.purchased ? downloadPath(r.id) : null,
  }));
}

/** The blueprint's Markdown document, for its owner only. */
export async function readOwnedDocument(
  handle: DatabaseHandle,
  userId: string,
  blueprintId: string,
): Promise<{ fileName: string; markdown: string }> {
  const [row] = await handle.query<{ document: string; owned: boolean }>(
    `select b.document, exists (select 1 from purchases p where p.blueprint_id = b.id and p.user_id = $2) as owned
       from blueprints b where b.id = $1`,
    [blueprintId, userId],
  );
  if (!row) throw notFound('This blueprint does not exist.');
  if (!row.owned) throw forbidden('Buy this blueprint to download it.');
  const markdown = await fs.readFile(DOCUMENTS_DIR + row.document, 'utf8');
  return { fileName: row.document, markdown };
}
