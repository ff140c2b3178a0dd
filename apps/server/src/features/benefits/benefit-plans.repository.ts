import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { benefitPlans } from '../../db/schema.js';
import { type BenefitDesign, BenefitDesignSchema } from '../../payer/benefit-design.js';

export type BenefitPlansRepository = ReturnType<typeof createBenefitPlansRepository>;

export function createBenefitPlansRepository(db: Executor) {
  return {
    /** The plan option's design, checked against its schema (the column is plain JSON). */
    async findDesign(planOptionName: string): Promise<BenefitDesign | undefined> {
      const [row] = await db.select({ design: benefitPlans.design }).from(benefitPlans).where(eq(benefitPlans.planOptionName, planOptionName));
      return row ? BenefitDesignSchema.parse(row.design) : undefined;
    },
  };
}
