import type { Area, Own } from './areas';
import { code, r, shownDate, shuffled, text, word } from './area-kit';

/**
 * The laboratory's catalogue and the billing's reference areas: see support/areas.ts for what
 * each key means.
 */
const examinationOption = (s: Own) => `${s.refs.examination.code} · ${s.refs.examination.name}`;
const currencyOption = (c: Record<string, unknown>) => `${r(c, 'code')} · ${r(c, 'name')}`;

export const CATALOGUE: Area[] = [
  {
    name: 'medical examinations',
    resource: 'medicalExaminations',
    path: '/examinations',
    nav: 'Medical examinations',
    heading: 'Medical examinations',
    newButton: 'New examination',
    editTitle: 'Edit examination',
    saved: 'Examination saved',
    record: (s, i) => ({
      code: code(s, i),
      name: s.mark,
      sampleType: i < 3 ? 'urine' : 'serum',
      price: 10 + shuffled(i),
      currency: 'USD',
      turnaroundHours: 24,
    }),
    rowName: (e) => `${r(e, 'code')} · ${r(e, 'name')}`,
    find: (s) => text('Name', s.mark, 'name'),
    sort: { column: 'Price', key: 'price', value: (e) => Number(e.price) },
    narrow: {
      kind: 'select',
      column: 'Sample',
      option: 'Urine',
      query: { sampleType: 'urine' },
      keeps: (e) => e.sampleType === 'urine',
      each: 'Urine',
    },
    create: {
      fields: (s) => [
        { label: 'Code', text: code(s, 99) },
        { label: 'Name', text: s.mark },
        { label: 'Sample', choose: 'Serum' },
        { label: 'Price', text: '12' },
      ],
      find: (s) => text('Name', s.mark, 'name'),
      shows: (s) => `${code(s, 99)} · ${s.mark}`,
    },
    edit: { fill: { label: 'Price', text: '11' }, shows: '$11.00' },
    documents: false,
  },
  {
    name: 'examination statuses',
    resource: 'examinationStatuses',
    path: '/examination-statuses',
    nav: 'Examination statuses',
    heading: 'Examination statuses',
    newButton: 'New status',
    editTitle: 'Edit status',
    saved: 'Status saved',
    // A status has only its name to be found by: the set shares a part of it.
    record: (s, i) => ({
      name: `${s.mark} ${word(i)}`,
      color: 'blue',
      order: 10 + i,
      isFinal: i < 3,
    }),
    rowName: (st) => r(st, 'name'),
    find: (s) => text('Name', s.mark, 'name'),
    sort: { column: 'Name', key: 'name', server: true, value: (st) => r(st, 'name') },
    narrow: {
      kind: 'select',
      column: 'Final',
      option: 'Yes',
      query: { isFinal: 'true' },
      keeps: (st) => st.isFinal === true,
      each: 'Yes',
    },
    create: {
      fields: (s) => [
        { label: 'Name', text: `${s.mark} hold` },
        { label: 'Order', text: '90' },
      ],
      // The whole name: a server may match a filter exactly.
      find: (s) => text('Name', `${s.mark} hold`, 'name'),
      shows: (s) => `${s.mark} hold`,
    },
    edit: {
      fill: { label: 'Description', text: 'Withdrawn on request.' },
      shows: 'Withdrawn on request.',
    },
    documents: true,
  },
  {
    name: 'insurance companies',
    resource: 'insurance',
    path: '/insurance',
    nav: 'Insurance companies',
    heading: 'Insurance companies',
    newButton: 'New insurance company',
    editTitle: 'Edit insurance company',
    saved: 'Insurance company saved',
    // Found by their contact person, the test's word: each has a name of its own.
    record: (s, i) => ({
      name: `${word(i)} Assurances`,
      code: code(s, i),
      coveragePercent: 50 + i,
      phone: '0712345678',
      contactName: s.mark,
    }),
    rowName: (c) => r(c, 'name'),
    find: (s) => text('Contact person', s.mark, 'contactName'),
    sort: { column: 'Name', key: 'name', value: (c) => r(c, 'name') },
    create: {
      fields: (s) => [
        { label: 'Name', text: `${s.mark} Mutual` },
        { label: 'Code', text: code(s, 99) },
        { label: 'Coverage (%)', text: '75' },
        { label: 'Phone', text: '0712345678' },
      ],
      find: (s) => text('Name', `${s.mark} Mutual`, 'name'),
      shows: (s) => `${s.mark} Mutual`,
    },
    // Not the contact person: the list the test reloads is filtered by it.
    edit: { fill: { label: 'Code', text: 'TWM' }, shows: 'TWM' },
    documents: true,
  },
  {
    name: 'package offers',
    resource: 'packages',
    refs: ['examination'],
    path: '/packages',
    nav: 'Package offers',
    heading: 'Package offers',
    newButton: 'New package offer',
    editTitle: 'Edit package offer',
    saved: 'Package offer saved',
    // Found by their test, an examination of the test's own.
    record: (s, i) => ({
      name: `${word(i)} panel`,
      examinationIds: [s.refs.examination.id],
      price: 40 + shuffled(i),
      currency: 'USD',
    }),
    rowName: (p) => r(p, 'name'),
    find: (s) => ({
      kind: 'pick',
      column: 'Tests',
      search: String(s.refs.examination.code),
      option: examinationOption(s),
      query: { examinationIds: s.refs.examination.id },
    }),
    sort: { column: 'Price', key: 'price', value: (p) => Number(p.price) },
    create: {
      fields: (s) => [
        { label: 'Name', text: `${s.mark} screening` },
        { label: 'Price', text: '99' },
        { label: 'Tests', search: String(s.refs.examination.code), pick: examinationOption(s) },
      ],
      find: (s) => text('Name', `${s.mark} screening`, 'name'),
      shows: (s) => `${s.mark} screening`,
    },
    edit: { fill: { label: 'Price', text: '50' }, shows: '$50.00' },
    documents: true,
  },
  {
    name: 'exchange rates',
    resource: 'exchangeRates',
    refs: ['currency', 'currency2'],
    path: '/exchange-rates',
    nav: 'Exchange rates',
    heading: 'Exchange rates',
    newButton: 'New exchange rate',
    editTitle: 'Edit exchange rate',
    saved: 'Exchange rate saved',
    // Rates of a currency of the test's own, one a month.
    record: (s, i) => ({
      baseCurrency: s.refs.currency.code,
      targetCurrency: s.refs.currency2.code,
      rate: 1 + i / 100,
      effectiveDate: `2026-${String(1 + shuffled(i)).padStart(2, '0')}-01`,
    }),
    rowName: (x) =>
      `${r(x, 'baseCurrency')} → ${r(x, 'targetCurrency')} ${shownDate(r(x, 'effectiveDate'))}`,
    find: (s) => ({
      kind: 'pick',
      column: 'Base currency',
      search: String(s.refs.currency.code),
      option: currencyOption(s.refs.currency),
      query: { baseCurrency: String(s.refs.currency.code) },
    }),
    sort: { column: 'Effective from', key: 'effectiveDate', value: (x) => r(x, 'effectiveDate') },
    create: {
      // The base currency stays the form's own (the clinic's); the target is the test's.
      fields: (s) => [
        {
          label: 'Target currency',
          search: String(s.refs.currency.code),
          pick: currencyOption(s.refs.currency),
        },
        { label: 'Rate', text: '0.95' },
        { label: 'Effective from', text: '2027-02-01' },
      ],
      find: (s) => ({
        kind: 'pick',
        column: 'Target currency',
        search: String(s.refs.currency.code),
        option: currencyOption(s.refs.currency),
        query: { targetCurrency: String(s.refs.currency.code) },
      }),
      shows: (s) => `USD → ${s.refs.currency.code} Feb 1, 2027`,
    },
    edit: { fill: { label: 'Rate', text: '4.01' }, shows: '4.01' },
    documents: false,
  },
  {
    name: 'currencies',
    resource: 'currencies',
    refs: ['freeCode'],
    path: '/currencies',
    nav: 'Currencies',
    heading: 'Currencies',
    newButton: 'New currency',
    editTitle: 'Edit currency',
    saved: 'Currency saved',
    // Codes nobody uses, made by the test (support/areas.ts: `makeSet`); one name.
    record: (s) => ({ name: s.mark, symbol: '¤' }),
    rowName: (c) => `${r(c, 'code')} · ${r(c, 'name')}`,
    find: (s) => text('Name', s.mark, 'name'),
    sort: { column: 'Code', key: 'code', value: (c) => r(c, 'code') },
    create: {
      fields: (s) => [
        { label: 'Code', text: String(s.refs.freeCode) },
        { label: 'Name', text: s.mark },
        { label: 'Symbol', text: '¥' },
      ],
      find: (s) => text('Name', s.mark, 'name'),
      shows: (s) => `${s.refs.freeCode} · ${s.mark}`,
    },
    edit: { fill: { label: 'Symbol', text: 'SR' }, shows: 'SR' },
    documents: false,
  },
  {
    name: 'examination groups',
    resource: 'examinationGroups',
    path: '/examination-groups',
    nav: 'Examination groups',
    heading: 'Examination groups',
    newButton: 'New examination group',
    editTitle: 'Edit examination group',
    saved: 'Examination group saved',
    record: (s, i) => ({ name: s.mark, code: code(s, shuffled(i)) }),
    rowName: (g) => `${r(g, 'code')} · ${r(g, 'name')}`,
    find: (s) => text('Name', s.mark, 'name'),
    sort: { column: 'Code', key: 'code', value: (g) => r(g, 'code') },
    create: {
      fields: (s) => [
        { label: 'Name', text: s.mark },
        { label: 'Code', text: code(s, 99) },
      ],
      find: (s) => text('Name', s.mark, 'name'),
      shows: (s) => `${code(s, 99)} · ${s.mark}`,
    },
    edit: {
      fill: { label: 'Description', text: 'Drugs and poisons.' },
      shows: 'Drugs and poisons.',
    },
    documents: true,
  },
];
