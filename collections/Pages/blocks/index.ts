/** The building blocks of a marketing page, in the order editors meet them. */
import type { Block } from 'payload'
import { ICONS, linkField, RESOURCE_CATEGORIES } from '../fields'

export const HeroBlock: Block = {
  slug: 'hero',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'eyebrow', type: 'text', admin: { description: 'A short line above the heading.' } },
    { name: 'heading', type: 'text', required: true },
    { name: 'lead', type: 'textarea' },
    linkField('primaryAction', 'Main button'),
    linkField('secondaryAction', 'Second button'),
    { name: 'illustration', type: 'select', defaultValue: 'books', options: ['books', 'letters', 'classroom', 'chart', 'none'] },
  ],
}

export const FeaturesBlock: Block = {
  slug: 'features',
  labels: { singular: 'Features', plural: 'Features' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'body', type: 'textarea', required: true },
        { name: 'icon', type: 'select', defaultValue: 'star', options: [...ICONS] },
      ],
    },
  ],
}

export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  labels: { singular: 'Testimonials', plural: 'Testimonials' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'quote', type: 'textarea', required: true },
        { name: 'name', type: 'text', required: true },
        { name: 'role', type: 'text' },
        { name: 'school', type: 'text' },
      ],
    },
  ],
}

export const BadgesBlock: Block = {
  slug: 'badges',
  labels: { singular: 'Badges', plural: 'Badges' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'detail', type: 'text', admin: { description: 'A second line, such as the year.' } },
        { name: 'url', type: 'text' },
        { name: 'img', type: 'text', admin: { description: 'An image address; without one the site draws the badge.' } },
        { name: 'style', type: 'select', defaultValue: 'award', options: ['award', 'partner', 'accreditation'] },
      ],
    },
  ],
}

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'textarea' },
    linkField('action', 'Button', true),
    linkField('secondaryAction', 'Second button'),
  ],
}

export const ContentBlock: Block = {
  slug: 'content',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [{ name: 'richText', type: 'richText', required: true }],
}

export const PriceTablesBlock: Block = {
  slug: 'priceTables',
  labels: { singular: 'Price tables', plural: 'Price tables' },
  admin: { disableBlockName: true },
  fields: [
    {
      name: 'products',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['spelling', 'maths', 'phonics'],
      options: ['spelling', 'maths', 'phonics'],
      admin: { description: 'Figures come from the price constants of each region; only the order is chosen here.' },
    },
  ],
}

export const ResourceListBlock: Block = {
  slug: 'resourceList',
  labels: { singular: 'Resource list', plural: 'Resource lists' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'category', type: 'select', options: [...RESOURCE_CATEGORIES], admin: { description: 'Empty lists every resource.' } },
  ],
}

export const PAGE_BLOCKS = [
  HeroBlock,
  FeaturesBlock,
  TestimonialsBlock,
  BadgesBlock,
  CallToActionBlock,
  ContentBlock,
  PriceTablesBlock,
  ResourceListBlock,
]
