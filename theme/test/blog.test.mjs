// Unit tests of the blog components' pure helpers (dates, reading time, archive years).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { formatBlogDate, readingTimeLabel, useBlogPostItem } = require('../.test-build/theme/BlogPostItem/useBlogPostItem.js');
const { useArchiveYears } = require('../.test-build/theme/BlogArchivePage/useArchiveYears.js');

test('blog dates are long English dates in UTC', () => {
  assert.equal(formatBlogDate('2021-08-26T00:00:00.000Z'), 'August 26, 2021');
  assert.equal(formatBlogDate('2019-06-01T23:30:00.000Z'), 'June 1, 2019');
});

test('reading time is rounded up, with theme-classic plural forms', () => {
  assert.equal(readingTimeLabel(0.14), 'One min read');
  assert.equal(readingTimeLabel(1), 'One min read');
  assert.equal(readingTimeLabel(2.01), '3 min read');
});

test('Read more only on list pages for truncated posts', () => {
  const post = { title: 'A', permalink: '/blog/a', date: '2021-01-01T00:00:00.000Z', truncated: true, tags: [] };
  assert.equal(useBlogPostItem(post, false).showReadMore, true);
  assert.equal(useBlogPostItem(post, true).showReadMore, false);
  assert.equal(useBlogPostItem({ ...post, truncated: false }, false).showReadMore, false);
  assert.equal(useBlogPostItem(post, false).readingTime, undefined);
});

test('archive groups posts by year, newest year first', () => {
  const post = (date, title) => ({ title, permalink: `/${title}`, date });
  const years = useArchiveYears([post('2021-08-26T00:00:00.000Z', 'a'), post('2021-01-01T00:00:00.000Z', 'b'), post('2019-06-01T00:00:00.000Z', 'c')]);
  assert.deepEqual(years.map(([y, ps]) => [y, ps.map((p) => p.title)]), [['2021', ['a', 'b']], ['2019', ['c']]]);
});
