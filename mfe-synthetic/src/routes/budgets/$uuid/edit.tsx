// /…/budgets/$uuid/edit: the budget form with the budget's values (components/BudgetForm.tsx).
import { BudgetForm } from '../../../components/BudgetForm';

export default function EditBudget() {
  return <BudgetForm />;
}
