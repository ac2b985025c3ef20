// A list in an admin form (the fund page's team and questions): rows added, removed and moved, their touched flags
// moving with them and the list validated again, as formik's FieldArray does. FieldArray is built on formik's
// connect(), which would bring hoist-non-react-statics and react-is into the formik chunk that every step page loads
// before its step is on screen (docs/performance.md 'Web').
import { type FormikTouched, getIn, setIn, useFormikContext } from 'formik';
import type { ReactNode } from 'react';

/** A change of a list, applied alike to its rows and to their touched flags (holes are rows never touched). */
type ListUpdate = <E>(list: readonly E[]) => E[];

/** A new row at the end: the rows grow, the touched flags stay (the new row is untouched). */
export const pushed = (item: unknown) => ({
  rows: <E,>(list: readonly E[]): E[] => [...list, item as E],
  flags: <E,>(list: readonly E[]): E[] => [...list],
});

export const removed =
  (index: number): ListUpdate =>
  (list) => {
    const copy = [...list];
    copy.splice(index, 1);
    return copy;
  };

export const moved =
  (from: number, to: number): ListUpdate =>
  (list) => {
    const copy = [...list];
    copy.splice(to, 0, ...copy.splice(from, 1));
    return copy;
  };

/** The list at `name` and the form's touched flags after the change, the flags following their rows. */
export const changedList = (
  form: { values: unknown; touched: FormikTouched<unknown> },
  name: string,
  change: ListUpdate | { rows: ListUpdate; flags: ListUpdate },
): { list: unknown[]; touched: FormikTouched<unknown> } => {
  const { rows, flags } = typeof change === 'function' ? { rows: change, flags: change } : change;
  const touchedRows = getIn(form.touched, name) as unknown;
  return {
    list: rows((getIn(form.values, name) as readonly unknown[] | undefined) ?? []),
    touched: Array.isArray(touchedRows) ? setIn(form.touched, name, flags(touchedRows)) : form.touched,
  };
};

export type ListActions<T> = {
  push: (item: T) => void;
  remove: (index: number) => void;
  move: (from: number, to: number) => void;
};

export const ListField = <T,>({
  name,
  children,
}: {
  name: string;
  children: (actions: ListActions<T>) => ReactNode;
}) => {
  const { values, touched, setFieldValue, setTouched } = useFormikContext();
  const change = (update: Parameters<typeof changedList>[2]) => {
    const next = changedList({ values, touched }, name, update);
    void setTouched(next.touched, false);
    void setFieldValue(name, next.list);
  };
  return children({
    push: (item) => change(pushed(item)),
    remove: (index) => change(removed(index)),
    move: (from, to) => change(moved(from, to)),
  });
};
