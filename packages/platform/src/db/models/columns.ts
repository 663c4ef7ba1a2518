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

/** What sealedColumn needs of @pace/platform/secrets' SecretBox. */
export interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

/**
 * A secret kept sealed (AES-256-GCM, @pace/platform/secrets) in a TEXT column: the row holds ciphertext,
 * the model reads and writes plain text. Never used in a `where` (every write seals anew).
 */
export function sealedColumn(field: string, box: Sealer) {
  return {
    type: DataTypes.TEXT,
    allowNull: true,
    get(this: Model) {
      const raw = this.getDataValue(field) as string | null;
      return raw == null ? null : box.open(raw);
    },
    set(this: Model, value: string | null) {
      this.setDataValue(field, value == null ? null : box.seal(value));
    },
  };
}
