import { describe, expect, it } from 'vitest';
import { changedList, moved, pushed, removed } from './list-field';

const form = {
  values: { team: [{ name: 'Ada' }, { name: 'Grace' }, { name: 'Edsger' }], title: 'x' },
  // Grace was never touched: a hole, as formik leaves it.
  touched: { team: [{ name: true }, undefined, { name: true, role: true }] },
};

describe('changedList', () => {
  it('adds a row at the end and leaves the touched flags as they were', () => {
    const { list, touched } = changedList(form, 'team', pushed({ name: '' }));
    expect(list).toEqual([{ name: 'Ada' }, { name: 'Grace' }, { name: 'Edsger' }, { name: '' }]);
    expect(touched).toEqual({ team: [{ name: true }, undefined, { name: true, role: true }] });
  });

  it('removes a row and its touched flags, the rows after it moving up with theirs', () => {
    const { list, touched } = changedList(form, 'team', removed(0));
    expect(list).toEqual([{ name: 'Grace' }, { name: 'Edsger' }]);
    expect(touched).toEqual({ team: [undefined, { name: true, role: true }] });
  });

  it('moves a row up with its touched flags', () => {
    const { list, touched } = changedList(form, 'team', moved(2, 1));
    expect(list).toEqual([{ name: 'Ada' }, { name: 'Edsger' }, { name: 'Grace' }]);
    expect(touched).toEqual({ team: [{ name: true }, { name: true, role: true }, undefined] });
  });

  it('changes only the list: the form values it was given stay as they were', () => {
    changedList(form, 'team', removed(1));
    expect(form.values.team).toHaveLength(3);
    expect(form.touched.team).toHaveLength(3);
  });

  it('starts a list that has no rows yet, and leaves flags alone when none is touched', () => {
    const { list, touched } = changedList({ values: {}, touched: {} }, 'faq', pushed({ question: '' }));
    expect(list).toEqual([{ question: '' }]);
    expect(touched).toEqual({});
  });
});
