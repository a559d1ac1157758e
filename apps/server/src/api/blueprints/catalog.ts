/** The blueprints we sell (spec §3), upserted into `blueprints` at start-up. Prices in integer cents. */
export interface BlueprintSeed {
  id: string;
  name: string;
  description: string;
  category: string;
  priceCents: number;
  tags: string[];
  /** File under ./documents/. */
  document: string;
}

export const BLUEPRINTS: readonly BlueprintSeed[] = [
  {
    id: 'real-time-analytics-pipeline',
    name: 'Real-Time Analytics Pipeline',
    description:
      'Event ingestion to live dashboards in seconds: a log-based pipeline with exactly-once aggregation, late-data handling and a cost model per million events.',
    category: 'Data Engineering',
    priceCents: 249_900,
    tags: ['Kafka', 'Stream processing', 'ClickHouse', 'Exactly-once'],
    document: 'real-time-analytics-pipeline.md',
  },
  {
    id: 'truth-validation-framework',
    name: 'Truth Validation Framework',
    description:
      'Test hypotheses against data with counter-hypotheses, Bayes factors and a signed proof chain for every verdict — the architecture behind Verity, ready to run in your stack.',
    category: 'AI/ML',
    priceCents: 399_900,
    tags: ['Hypothesis testing', 'Bayesian', 'Proof chains', 'Ed25519'],
    document: 'truth-validation-framework.md',
  },
  {
    id: 'multi-tenant-saas-architecture',
    name: 'Multi-Tenant SaaS Architecture',
    description:
      'Tenant isolation with PostgreSQL row-level security, per-tenant quotas and billing, noisy-neighbour controls and a path from one database to many.',
    category: 'Infrastructure',
    priceCents: 599_900,
    tags: ['PostgreSQL RLS', 'Quotas', 'Billing', 'Kubernetes'],
    document: 'multi-tenant-saas-architecture.md',
  },
];
