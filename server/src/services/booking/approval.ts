/**
 * The approval step of the booking pipeline, for every product: whether a booking wants approval
 * (business trips only: every order when the company asks it for the product, or an out-of-policy
 * one when the policy's action is 3 or the company approves everything out of policy), and the
 * company's approval rule that then applies (matched on the main traveller and the amount; no
 * rule: no approval after all). The rule is matched before the booking's transaction, which
 * starts its instance (pipeline.ts).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/types'
import { matchOrderRule, type LoadedRule } from '../approvals/approval-engine'

/** Out-of-policy action 3 of a travel standard: allowed with a reason and approval. */
const ACTION_APPROVAL = 3

/** Whether an out-of-policy booking needs approval (the company approves every one, or the standard's action is 3). */
export function outOfPolicyNeedsApproval(overPolicyAction: number | null | undefined, approveOutOfPolicy: boolean): boolean {
  return approveOutOfPolicy || overPolicyAction === ACTION_APPROVAL
}

/** What decides whether a booking wants approval. */
export interface ApprovalFacts {
  tripType: number
  /** The company approves every business order of this product (flights: approve_all_flight_orders). */
  approveAll: boolean
  /** The booking breaks the travel standard. */
  violated: boolean
  /** The travel standard's out-of-policy action (null: no standard). */
  overPolicyAction: number | null | undefined
  /** The company approves every out-of-policy booking (approve_out_of_policy). */
  approveOutOfPolicy: boolean
}

/** Whether a booking wants approval (personal trips never do). */
export function approvalWanted(facts: ApprovalFacts): boolean {
  return facts.tripType === 1 && (facts.approveAll || (facts.violated && outOfPolicyNeedsApproval(facts.overPolicyAction, facts.approveOutOfPolicy)))
}

/** The approval rule of a booking that wants approval (null: no approval wanted, or no rule matches). */
export async function approvalRuleFor(
  db: Kysely<DB>,
  corpId: number,
  facts: { wanted: boolean; violated: boolean; mainTravellerEmpId: number; amount: number },
): Promise<LoadedRule | null> {
  if (!facts.wanted) return null
  return matchOrderRule(db, corpId, facts.violated, facts.mainTravellerEmpId, facts.amount)
}
