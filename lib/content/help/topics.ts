import type { ContactSubject } from '@/lib/platform/contracts/contact-message';
import { infoTopicsOf, type InfoTopic } from '@/lib/content/info-topics';
import type { Market } from '@/lib/platform/markets/markets';
import type { FaqGroup } from '@/lib/platform/content-api/schemas';

/** The help centre's topics (issue 27 §4), in the order the page lists them. */
export const HELP_TOPICS = ['order', 'porting', 'esim', 'bills', 'roaming', 'fibre'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/**
 * A way to reach the service on a topic: the contact form with its subject chosen, the service line
 * (/config/mandant), the customer area's login, or the fibre availability check, which takes contact
 * data where no line reaches the address yet (POST /fixedline/contact).
 */
export type HelpChannel = { kind: 'form'; subject: ContactSubject } | { kind: 'phone' } | { kind: 'account' } | { kind: 'fibreCheck' };

type TopicSource = {
  /** FAQ groups (GET /faq group ids) whose every question belongs to the topic. */
  faqGroups: readonly string[];
  /** Single FAQ questions (by id) of other groups that answer the topic too. */
  faqQuestions: readonly string[];
  /** The information pages on the topic (those the market shows). */
  info: readonly InfoTopic[];
  /** The right channels, the first the one to try first. */
  channels: readonly HelpChannel[];
};

/**
 * The one map from topics to their answers and channels. FAQ groups and questions are the reference
 * API's ids (content-api/seed/shared/faq.ts); an id the API no longer sends simply finds nothing.
 */
export const HELP_TOPIC_SOURCES: Record<HelpTopic, TopicSource> = {
  order: {
    faqGroups: ['collection'],
    faqQuestions: ['product-sim-activation', 'product-instalments'],
    info: ['financing'],
    channels: [{ kind: 'form', subject: 'order' }, { kind: 'phone' }],
  },
  porting: {
    faqGroups: ['porting'],
    faqQuestions: [],
    info: ['porting'],
    channels: [{ kind: 'phone' }, { kind: 'form', subject: 'porting' }],
  },
  esim: {
    faqGroups: ['esim'],
    faqQuestions: [],
    info: ['esim', 'volte', 'wifi-calling', '5g'],
    channels: [{ kind: 'form', subject: 'technical' }, { kind: 'phone' }],
  },
  bills: {
    faqGroups: ['termination'],
    faqQuestions: ['product-first-month', 'product-tariff-change'],
    info: ['cost-control'],
    channels: [{ kind: 'account' }, { kind: 'form', subject: 'invoice' }],
  },
  roaming: {
    faqGroups: [],
    faqQuestions: ['product-data-used-up'],
    info: ['roaming', 'cost-control'],
    channels: [{ kind: 'phone' }, { kind: 'form', subject: 'tariff' }],
  },
  fibre: {
    faqGroups: ['home', 'construction', 'iptv'],
    faqQuestions: [],
    info: [],
    channels: [{ kind: 'fibreCheck' }, { kind: 'phone' }],
  },
};

/** The topics a market shows: fibre only where it sells fixed lines. */
export function helpTopicsOf(market: Market): HelpTopic[] {
  return HELP_TOPICS.filter((topic) => topic !== 'fibre' || market.sellsFixedLine);
}

/** The information pages of a topic that the market shows. */
export function infoPagesOf(topic: HelpTopic, market: Market): InfoTopic[] {
  const shown = infoTopicsOf(market);
  return HELP_TOPIC_SOURCES[topic].info.filter((page) => shown.includes(page));
}

/** The topics a FAQ question answers (none: it is only in the FAQ). */
export function topicsOfQuestion(groupId: string, questionId: string, topics: readonly HelpTopic[] = HELP_TOPICS): HelpTopic[] {
  return topics.filter((topic) => {
    const source = HELP_TOPIC_SOURCES[topic];
    return source.faqGroups.includes(groupId) || source.faqQuestions.includes(questionId);
  });
}

export type TopicQuestion = FaqGroup['questions'][number] & { group: string };

/** A topic's FAQ answers, in the FAQ's order. */
export function faqAnswersOf(topic: HelpTopic, groups: readonly FaqGroup[]): TopicQuestion[] {
  return groups.flatMap((group) =>
    group.questions.flatMap((question) =>
      topicsOfQuestion(group.id, question.id, [topic]).length > 0 ? [{ ...question, group: group.id }] : [],
    ),
  );
}
