// /…/budgets/new: the budget form, empty (components/BudgetForm.tsx).
import { BudgetForm } from '../../components/BudgetForm';

export default function NewBudget() {
  return <BudgetForm edits={null} />;
}
