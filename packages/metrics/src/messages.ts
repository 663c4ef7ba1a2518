import type { BudgetState, CruxAssessment, Formatter, Rating } from './types.ts';

/** Units formatMetric writes; Intl's unit identifiers, so CLDR can supply them for other languages. */
export type DisplayUnit = 'millisecond' | 'second' | 'minute' | 'byte' | 'kilobyte' | 'megabyte' | 'gigabyte';

/**
 * Every word this package puts on a screen. A translation is one more entry in MESSAGES; a language
 * without one falls back to English words, but numbers, dates and (see format.ts) units still follow
 * its own conventions through Intl.
 */
export interface Messages {
  readonly rating: Readonly<Record<Rating, string>>;
  readonly budget: Readonly<Record<BudgetState, string>>;
  readonly assessment: Readonly<Record<CruxAssessment, string>>;
  readonly formatter: Readonly<Record<Formatter, string>>;
  /** The product's own unit labels; `{value}` is replaced by the formatted number. */
  readonly units: Readonly<Record<DisplayUnit, string>>;
  /** Threshold sentences; `{value}` is replaced by the formatted stop. */
  readonly stops: {
    readonly goodAtMost: string;
    readonly goodBelow: string;
    readonly goodAtLeast: string;
    readonly goodAbove: string;
    readonly poorAbove: string;
    readonly poorAtLeast: string;
    readonly poorAtMost: string;
    readonly poorBelow: string;
    readonly none: string;
  };
}

const en: Messages = {
  rating: {
    good: 'Good',
    average: 'Needs improvement',
    poor: 'Poor',
    ungraded: 'Not rated',
    no_data: 'No data',
  },
  budget: {
    met: 'Met',
    at_risk: 'At risk',
    exceeded: 'Exceeded',
    no_measurement: 'No measurement',
  },
  assessment: {
    pass: 'Passed',
    fail: 'Failed',
    not_assessed: 'Not assessed',
  },
  formatter: {
    gradeScore: 'Score',
    trust: 'Number',
    fileSize: 'Size',
    humanDuration: 'Duration',
    milliunit: 'Milliunit',
    percentage: 'Percentage',
  },
  units: {
    millisecond: '{value} ms',
    second: '{value} s',
    minute: '{value} min',
    byte: '{value} B',
    kilobyte: '{value} KB',
    megabyte: '{value} MB',
    gigabyte: '{value} GB',
  },
  stops: {
    goodAtMost: 'Good: {value} or less.',
    goodBelow: 'Good: less than {value}.',
    goodAtLeast: 'Good: {value} or more.',
    goodAbove: 'Good: more than {value}.',
    poorAbove: 'Poor: more than {value}.',
    poorAtLeast: 'Poor: {value} or more.',
    poorAtMost: 'Poor: {value} or less.',
    poorBelow: 'Poor: less than {value}.',
    none: 'No thresholds are defined for this metric.',
  },
};

const MESSAGES: Readonly<Record<string, Messages>> = { en };

/** The language subtag of a BCP 47 tag: 'en-GB' → 'en'. */
export const languageOf = (locale: string): string => locale.split('-')[0]!.toLowerCase();

/** Whether the product has its own words for this locale's language (else English words are used). */
export const hasMessages = (locale: string): boolean => languageOf(locale) in MESSAGES;

export const messagesFor = (locale: string): Messages => MESSAGES[languageOf(locale)] ?? en;

/** Puts a value into a template; an abbreviation's period ('4,0 Sek.') also ends the sentence. */
export function fill(template: string, value: string): string {
  const [before = '', after = ''] = template.split('{value}');
  return before + (after.startsWith('.') && value.endsWith('.') ? value.slice(0, -1) : value) + after;
}
