// docs/spec.md §5: method-of-investment selections must be among the configured options (US or global).
import { mixed } from 'yup';
import type { MethodOfInvestment } from '../../domain/codes';

export const METHOD_MESSAGE = 'Please choose how you will invest.';

export const methodOfInvestment = <M extends MethodOfInvestment>(methods: readonly M[]) =>
  mixed<M>().required(METHOD_MESSAGE).oneOf(methods, METHOD_MESSAGE);
