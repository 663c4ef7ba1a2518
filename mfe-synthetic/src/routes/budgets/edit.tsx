// /…/budgets/$uuid/edit: the budget form with the budget's values (components/BudgetForm.tsx).
export { BudgetForm as EditBudget } from '../../components/BudgetForm';
