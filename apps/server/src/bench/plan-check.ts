/**
 * The plan guard of issue 36 §3: reads a PostgreSQL plan (`EXPLAIN (FORMAT JSON)`) and names the big tables it reads
 * whole. At a million members a sequential scan of one of them is seconds of work on every request.
 */

/** The tables that grow with the members and their requests: a hot query must reach them through an index. */
export const guardedTables = ['members', 'claims', 'authorizations', 'review_items', 'audit_log', 'authorization_submissions'] as const;

/** A node of a JSON plan, as far as the guard reads it. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/**
 * The plan in the rows of `EXPLAIN (FORMAT JSON) …`: one row whose one column holds `[{ "Plan": … }]`, parsed by
 * the driver or still text.
 */
export function planOf(rows: readonly Record<string, unknown>[]): PlanNode {
  const cell = Object.values(rows[0] ?? {})[0];
  const document = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: PlanNode }[] | undefined;
  const plan = document?.[0]?.Plan;
  if (!plan) throw new Error('EXPLAIN answered no plan.');
  return plan;
}

/** The guarded tables the plan scans sequentially (a parallel scan is a Seq Scan node too), each once. */
export function sequentialScansOf(plan: PlanNode, tables: readonly string[] = guardedTables): string[] {
  const found = new Set<string>();
  const visit = (node: PlanNode) => {
    const relation = node['Relation Name'];
    if (node['Node Type'] === 'Seq Scan' && relation && tables.includes(relation)) found.add(relation);
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(plan);
  return [...found];
}

/**
 * Whether a statement the portal sent is one to explain: reads and writes (EXPLAIN runs none of them), not the
 * drivers' own (BEGIN, COMMIT, SET, LISTEN).
 */
export function isExplainable(text: string): boolean {
  return /^\s*(select|with|insert|update|delete)\b/i.test(text);
}
