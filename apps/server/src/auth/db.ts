/** What both a DatabaseHandle and a transaction session offer: parameterised SQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export const isUuid = (v: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

export const iso = (d: Date | null | undefined): string | undefined => (d ? new Date(d).toISOString() : undefined);
