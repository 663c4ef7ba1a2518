import { rate } from '../../metrics/src/rating.ts';
import { it } from 'vitest';
it('probe', () => void rate);
