import { DataTypes } from 'sequelize';
import { dropColumns, type MigrationFn } from '../migration-helpers.ts';

// A budget can hold one step of a user flow to a limit (issue 22) instead of pages × profiles: the flow
// and the step's stable id. Null for page budgets.
export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.addColumn('budgets', 'flow_id', { type: DataTypes.INTEGER, allowNull: true });
  await queryInterface.addColumn('budgets', 'flow_step_id', { type: DataTypes.STRING(16), allowNull: true });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await dropColumns(queryInterface, 'budgets', ['flow_step_id', 'flow_id']);
};
