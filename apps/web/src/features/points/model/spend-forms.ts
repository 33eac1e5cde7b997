import { convertPointSchema, redeemPointRewardSchema } from '@portal/contracts';
import { z } from 'zod';
import type { PointReward } from '../api/get-rewards';

/**
 * The redeem and convert forms' rules: the contracts' own schemas judge the body the form would send
 * (so the browser checks exactly what the server will), each field's first problem becoming a message
 * key; then what only the page knows (my points, the reward's stock, the site's minimum).
 */
const digits = (text: string) => (/^[0-9]{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export const redeemLimits = {
  maxQuantity: redeemPointRewardSchema.shape.quantity.maxValue ?? 100,
  maxAddress: redeemPointRewardSchema.shape.receivingAddress.maxLength ?? 300,
};

type Issue = { path: PropertyKey[] };

/** The fields a contract schema found fault with, each once, in the order of its issues. */
function fieldsAtFault(issues: Issue[] | undefined): Set<string> {
  return new Set((issues ?? []).map((issue) => String(issue.path[0])));
}

export const redeemFormSchema = (reward: PointReward, points: number) =>
  z
    .object({ quantity: z.string(), receivingAddress: z.string(), paymentPassword: z.string() })
    .superRefine((values, ctx) => {
      const body = { rewardId: reward.id, ...values, quantity: digits(values.quantity) };
      const parsed = redeemPointRewardSchema.safeParse(body);
      const faults = fieldsAtFault(parsed.error?.issues);
      const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (faults.has('quantity')) add('quantity', 'points.quantityRule');
      else if (body.quantity > reward.quantity) add('quantity', 'error.out_of_stock');
      else if (body.quantity * reward.requiredPoints > points) add('quantity', 'points.notEnough');
      if (faults.has('receivingAddress')) add('receivingAddress', 'points.addressRule');
      if (faults.has('paymentPassword')) add('paymentPassword', 'transfer.paymentPasswordRule');
    });

export type RedeemValues = z.infer<ReturnType<typeof redeemFormSchema>>;

export const toRedeemBody = (rewardId: string, values: RedeemValues) => ({
  rewardId,
  quantity: digits(values.quantity),
  receivingAddress: values.receivingAddress.trim(),
  paymentPassword: values.paymentPassword,
});

export const convertFormSchema = (points: number, minConvert: number) =>
  z.object({ points: z.string(), paymentPassword: z.string() }).superRefine((values, ctx) => {
    const body = { ...values, points: digits(values.points) };
    const faults = fieldsAtFault(convertPointSchema.safeParse(body).error?.issues);
    const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (faults.has('points') || body.points < minConvert) add('points', 'points.convertRule');
    else if (body.points > points) add('points', 'points.notEnough');
    if (faults.has('paymentPassword')) add('paymentPassword', 'transfer.paymentPasswordRule');
  });

export type ConvertValues = z.infer<ReturnType<typeof convertFormSchema>>;

export const toConvertBody = (values: ConvertValues) => ({
  points: digits(values.points),
  paymentPassword: values.paymentPassword,
});

/** The points a typed quantity or count stands for, 0 while it is not a whole number yet. */
export const typedCount = (text: string) => {
  const value = digits(text);
  return Number.isNaN(value) ? 0 : value;
};
