import { COURSE_LIMITS, firstError, POST_LIMITS, validateCourseFields, validatePostFields } from '../../src/domain/contentValidation';

/** The fields of a post and a course, checked the same way by the form and the server. */
const post = { title: 'Årsmöte', preamble: 'Välkommen', body: 'Vi ses i mars.' };
const course = {
  title: 'Kurs i förhandling', description: 'Två dagar.', location: 'Stockholm',
  starts_at: '2026-03-10T09:00:00+01:00', ends_at: '2026-03-11T16:00:00+01:00', last_application_date: '2026-03-01',
};

describe('a post: a title and a body, within their limits, no control characters', () => {
  it('a good post has no errors', () => expect(validatePostFields(post)).toEqual({}));
  it('title and body are required, blanks are not enough; the preamble is not', () => {
    expect(validatePostFields({ title: '  ', preamble: '', body: '\n' })).toEqual({ title: 'TITLE_REQUIRED', body: 'BODY_REQUIRED' });
  });
  it('each field has its limit, and the limit itself is allowed', () => {
    expect(validatePostFields({ title: 'x'.repeat(POST_LIMITS.title), preamble: 'x'.repeat(POST_LIMITS.preamble), body: 'x'.repeat(POST_LIMITS.body) })).toEqual({});
    expect(validatePostFields({ title: 'x'.repeat(POST_LIMITS.title + 1), preamble: 'x'.repeat(POST_LIMITS.preamble + 1), body: 'x'.repeat(POST_LIMITS.body + 1) }))
      .toEqual({ title: 'TITLE_TOO_LONG', preamble: 'PREAMBLE_TOO_LONG', body: 'BODY_TOO_LONG' });
    expect(POST_LIMITS).toEqual({ title: 200, preamble: 600, body: 20_000 });
  });
  it('control characters are refused, but tabs and line breaks are text', () => {
    expect(validatePostFields({ ...post, body: 'rad ett\r\n\trad två' })).toEqual({});
    for (const control of ['\u0000', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f', '\u007f']) {
      expect(validatePostFields({ ...post, preamble: `a${control}b` })).toEqual({ preamble: 'TEXT_HAS_CONTROL_CHARACTERS' });
    }
    expect(validatePostFields({ ...post, title: '\u0000' })).toEqual({ title: 'TEXT_HAS_CONTROL_CHARACTERS' });
  });
});

describe('a course: title, description and place, a start and an end, an application date before the start', () => {
  it('a good course has no errors; no application date is fine', () => {
    expect(validateCourseFields(course)).toEqual({});
    expect(validateCourseFields({ ...course, last_application_date: null })).toEqual({});
    expect(validateCourseFields({ ...course, last_application_date: '' })).toEqual({});
  });
  it('title, description and place are required and have limits', () => {
    expect(validateCourseFields({ ...course, title: ' ', description: '', location: '' }))
      .toEqual({ title: 'TITLE_REQUIRED', description: 'DESCRIPTION_REQUIRED', location: 'LOCATION_REQUIRED' });
    expect(validateCourseFields({ ...course, title: 'x'.repeat(COURSE_LIMITS.title + 1), description: 'x'.repeat(COURSE_LIMITS.description + 1), location: 'x'.repeat(COURSE_LIMITS.location + 1) }))
      .toEqual({ title: 'TITLE_TOO_LONG', description: 'DESCRIPTION_TOO_LONG', location: 'LOCATION_TOO_LONG' });
    expect(COURSE_LIMITS).toEqual({ title: 200, description: 10_000, location: 200 });
  });
  it('start and end are times of day, with or without seconds, zone or Z', () => {
    expect(validateCourseFields({ ...course, starts_at: '2026-03-10T09:00', ends_at: '2026-03-10T17:00:30.5Z', last_application_date: null })).toEqual({});
    expect(validateCourseFields({ ...course, starts_at: '2026-03-10', ends_at: '2026-03-10 17:00' })).toEqual({ starts_at: 'STARTS_AT_INVALID', ends_at: 'ENDS_AT_INVALID' });
    expect(validateCourseFields({ ...course, starts_at: '2026-02-30T09:00', ends_at: 'x2026-03-11T16:00' })).toEqual({ starts_at: 'STARTS_AT_INVALID', ends_at: 'ENDS_AT_INVALID' });
    expect(validateCourseFields({ ...course, ends_at: '2026-03-11T16:00+01:00x' })).toEqual({ ends_at: 'ENDS_AT_INVALID' });
  });
  it('the end may not come before the start; the same time is allowed', () => {
    expect(validateCourseFields({ ...course, ends_at: '2026-03-10T08:59:00+01:00' })).toEqual({ ends_at: 'ENDS_BEFORE_START' });
    expect(validateCourseFields({ ...course, ends_at: course.starts_at })).toEqual({});
  });
  it('an end after an invalid start is only checked itself', () => {
    expect(validateCourseFields({ ...course, starts_at: 'snart' })).toEqual({ starts_at: 'STARTS_AT_INVALID' });
  });
  it('the last application date is a date that exists, no later than the start\'s day', () => {
    expect(validateCourseFields({ ...course, last_application_date: '2026-03-10' })).toEqual({});
    expect(validateCourseFields({ ...course, last_application_date: '2026-03-11' })).toEqual({ last_application_date: 'APPLICATION_DATE_AFTER_START' });
    expect(validateCourseFields({ ...course, last_application_date: '2026-02-30' })).toEqual({ last_application_date: 'APPLICATION_DATE_INVALID' });
    expect(validateCourseFields({ ...course, last_application_date: '2026-03-01T00:00' })).toEqual({ last_application_date: 'APPLICATION_DATE_INVALID' });
    expect(validateCourseFields({ ...course, last_application_date: 'x2026-03-01' })).toEqual({ last_application_date: 'APPLICATION_DATE_INVALID' });
  });
  it('after an invalid start the application date is only checked itself', () => {
    expect(validateCourseFields({ ...course, starts_at: 'snart', last_application_date: '2027-01-01' })).toEqual({ starts_at: 'STARTS_AT_INVALID' });
  });
});

describe('the server answers with the first problem', () => {
  it('in field order', () => {
    expect(firstError(validatePostFields({ title: '', preamble: '', body: '' }))).toBe('TITLE_REQUIRED');
    expect(firstError({})).toBeNull();
  });
});
