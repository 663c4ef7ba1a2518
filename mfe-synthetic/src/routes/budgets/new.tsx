// /…/budgets/new: the budget form, empty (components/BudgetForm.tsx).
export { BudgetForm as NewBudget } from '../../components/BudgetForm';
