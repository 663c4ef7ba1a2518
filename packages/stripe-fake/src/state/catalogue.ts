// The catalogue: products and their prices.
import { StripeFakeError } from '../errors.ts';
import type { List, Price, Product } from '../objects.ts';
import { bool, int, list, mergeMetadata, obj, type Params, requiredStr, str } from '../params.ts';
import { stripeId } from './core.ts';
import { CustomerState } from './customers.ts';

export class CatalogueState extends CustomerState {
  // ---------------------------------------------------------------- catalogue

  createProduct(params: Params): Product {
    const product: Product = {
      id: str(params, 'id') || stripeId('prod'),
      object: 'product',
      created: this.nowSeconds,
      livemode: false,
      active: bool(params, 'active') ?? true,
      name: requiredStr(params, 'name'),
      metadata: mergeMetadata({}, params),
    };
    if (this.products.has(product.id)) {
      throw StripeFakeError.invalid(`Product already exists.`, 'id', 'resource_already_exists');
    }
    this.products.set(product.id, product);
    return product;
  }

  createPrice(params: Params): Price {
    let productId = str(params, 'product');
    const productData = obj(params, 'product_data');
    if (!productId) {
      if (!productData)
        throw StripeFakeError.invalid('Missing required param: product.', 'product', 'parameter_missing');
      productId = this.createProduct(productData).id;
    } else if (!this.products.has(productId)) {
      throw StripeFakeError.missing('product', productId, 'product');
    }
    const recurring = obj(params, 'recurring');
    if (!recurring) throw StripeFakeError.invalid('Only recurring prices are supported here.', 'recurring');
    const interval = requiredStr(recurring, 'interval', 'recurring[interval]');
    if (!['day', 'week', 'month', 'year'].includes(interval)) {
      throw StripeFakeError.invalid(
        `Invalid recurring[interval]: must be one of day, week, month, or year`,
        'recurring[interval]',
      );
    }
    const unitAmount = int(params, 'unit_amount');
    if (unitAmount === undefined || unitAmount < 0) {
      throw StripeFakeError.invalid(
        'Missing required param: unit_amount.',
        'unit_amount',
        'parameter_missing',
      );
    }
    const lookupKey = str(params, 'lookup_key') || null;
    const holder = lookupKey
      ? [...this.prices.values()].find((price) => price.lookup_key === lookupKey)
      : undefined;
    if (holder) {
      if (bool(params, 'transfer_lookup_key')) holder.lookup_key = null;
      else {
        throw StripeFakeError.invalid(
          `A price (\`${holder.id}\`) already uses that lookup key.`,
          'lookup_key',
          'lookup_key_already_exists',
        );
      }
    }
    const price: Price = {
      id: stripeId('price'),
      object: 'price',
      created: this.nowSeconds,
      livemode: false,
      active: true,
      currency: requiredStr(params, 'currency').toLowerCase(),
      unit_amount: unitAmount,
      product: productId,
      lookup_key: lookupKey,
      nickname: str(params, 'nickname') || null,
      type: 'recurring',
      billing_scheme: 'per_unit',
      recurring: {
        interval: interval as Price['recurring']['interval'],
        interval_count: int(recurring, 'interval_count', 'recurring[interval_count]') ?? 1,
        usage_type: 'licensed',
      },
      metadata: mergeMetadata({}, params),
    };
    this.prices.set(price.id, price);
    return price;
  }

  retrievePrice(id: string): Price {
    const price = this.prices.get(id);
    if (!price) throw StripeFakeError.missing('price', id);
    return price;
  }

  listPrices(params: Params): List<Price> {
    const keys = list(params, 'lookup_keys')?.map(String);
    const active = bool(params, 'active');
    const currency = str(params, 'currency');
    const prices = [...this.prices.values()]
      .filter((price) => !keys || (price.lookup_key !== null && keys.includes(price.lookup_key)))
      .filter((price) => active === undefined || price.active === active)
      .filter((price) => !currency || price.currency === currency.toLowerCase())
      .reverse();
    return this.page(prices, '/v1/prices', params);
  }
}
