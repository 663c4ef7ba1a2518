// /…/budgets/$uuid/edit: the budget form with the budget's values (components/BudgetForm.tsx).
import { useRouteParams } from '@pace/mfe-kit';
import { BudgetForm } from '../../../components/BudgetForm';

export default function EditBudget() {
  const { uuid } = useRouteParams('budgets/$uuid/edit');
  return <BudgetForm edits={uuid} />;
}
