import { DataTypes, type Model } from 'sequelize';

/**
 * A JSON value kept in a TEXT column (the same in MySQL and SQLite). `empty` is what a NULL reads as
 * (null for "not set", [] for lists that are simply empty).
 */
export function jsonColumn<T>(field: string, options: { nullable: boolean; empty?: T | null }) {
  return {
    type: DataTypes.TEXT,
    allowNull: options.nullable,
    get(this: Model) {
      const raw = this.getDataValue(field) as string | null;
      return raw == null ? (options.empty ?? null) : (JSON.parse(raw) as T);
    },
    set(this: Model, value: T | null) {
      this.setDataValue(field, value == null ? null : JSON.stringify(value));
    },
  };
}
