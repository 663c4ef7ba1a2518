// Budgets that ratchet (opt-in per budget): the settings on the budget and its input, and the history of
// the changes the ratchet made, each with the measurements that caused it.
export const budgetRatchetTypeDefs = /* GraphQL */ `
  enum RatchetMarginUnit {
    absolute
    percent
  }

  "Off unless enabled: after runs consecutive measurements under the budget by the margin, it tightens."
  type BudgetRatchet {
    enabled: Boolean!
    runs: Int
    "In the metric's unit (absolute) or a percentage of the observed level (percent)."
    margin: Float
    marginUnit: RatchetMarginUnit
  }

  type BudgetChange {
    uuid: ID!
    oldValue: Float!
    newValue: Float!
    at: DateTime!
    "The measurements that caused it, oldest first."
    measurements: [BudgetChangeMeasurement!]!
  }

  type BudgetChangeMeasurement {
    value: Float!
    measuredAt: DateTime!
    "Null once the page or profile is deleted."
    page: Page
    profile: TestProfile
  }

  extend type Budget {
    ratchet: BudgetRatchet!
    "The ratchet's changes, newest first."
    changes: [BudgetChange!]!
  }

  input BudgetRatchetInput {
    enabled: Boolean!
    runs: Int
    margin: Float
    marginUnit: RatchetMarginUnit
  }

  extend input BudgetInput {
    "Left as it is when omitted."
    ratchet: BudgetRatchetInput
  }
`;
