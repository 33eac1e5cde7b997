import { type AgentContract, type ContractKind, contractKindSchema, minorToDecimal } from '@portal/contracts';
import { z } from 'zod';
import { ApiError } from '../../../lib/http';
import type { Day } from '../../../lib/time';
import { checkTierRows, type TierRow } from './tier-rows';

/** My running contract (accepted or ending) of each kind I hold one of: what I may share, and at most how much. */
export type RunningContracts = Partial<Record<ContractKind, AgentContract>>;

export interface OfferValues {
  downline: string;
  kind: ContractKind;
  /** The last day, YYYY-MM-DD, or '' for none. */
  endsOn: string;
  tiers: TierRow[];
}

/** The editor's first rows: my own contract's figures, with the rates left for me to choose. */
export function rowsFrom(contract: AgentContract | undefined, decimals: number): TierRow[] {
  if (!contract) return [{ validBet: '', activeMembers: '', rate: '' }];
  return contract.tiers.map((tier) => ({
    validBet: minorToDecimal(tier.validBet, decimals),
    activeMembers: String(tier.activeMembers),
    rate: '',
  }));
}

/**
 * The offer form's rules as the server checks them: a downline named, a last day from today on, and
 * tiers that read, climb and stay within my own contract of the chosen kind. Messages are i18n keys.
 */
export function offerSchema(decimals: number, running: RunningContracts, today: Day) {
  return z
    .object({
      downline: z.string().trim().min(1, 'agentContracts.offer.problems.downlineRequired').max(64),
      kind: contractKindSchema,
      endsOn: z.string().refine((day) => day === '' || day >= today, 'agentContracts.offer.problems.endsOnPast'),
      tiers: z.array(z.object({ validBet: z.string(), activeMembers: z.string(), rate: z.string() })),
    })
    .superRefine((values, context) => {
      const { problems } = checkTierRows(values.tiers, decimals, running[values.kind]?.tiers ?? []);
      problems.forEach((found, index) => {
        for (const [field, problem] of Object.entries(found)) {
          context.addIssue({
            code: 'custom',
            path: ['tiers', index, field],
            message: `agentContracts.tiers.problems.${problem}`,
          });
        }
      });
    });
}

type OfferField = 'downline' | 'endsOn' | `tiers.${number}.${keyof TierRow}`;

/** The form field a refused offer names (`body.tiers.1.rate` → tiers.1.rate), when the form has it. */
export function offerFieldOf(error: unknown, rows: number): OfferField | null {
  const wire = error instanceof ApiError ? error.field?.replace(/^body\./, '') : undefined;
  if (wire === 'downline' || wire === 'endsOn') return wire;
  const tier = wire ? /^tiers\.(\d+)\.(validBet|activeMembers|rate)$/.exec(wire) : null;
  return tier && Number(tier[1]) < rows ? (wire as OfferField) : null;
}
