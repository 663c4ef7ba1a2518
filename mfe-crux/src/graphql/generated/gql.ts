/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CruxMetricFields on CruxMetricSummary {\n    metric\n    p75\n    rating\n    shares {\n      good\n      average\n      poor\n    }\n    trend {\n      previousP75\n      previousPeriodEnd\n      change\n      direction\n    }\n  }\n": typeof types.CruxMetricFieldsFragmentDoc,
    "\n  query CruxSummary($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor) {\n    cruxSummary(teamId: $teamId, siteId: $siteId, formFactor: $formFactor) {\n      target\n      formFactor\n      hasData\n      sampleData\n      status\n      checkedAt\n      period {\n        firstDate\n        lastDate\n      }\n      assessment\n      metrics {\n        ...CruxMetricFields\n      }\n    }\n  }\n": typeof types.CruxSummaryDocument,
    "\n  query CruxPages($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor) {\n    cruxSummary(teamId: $teamId, siteId: $siteId, formFactor: $formFactor) {\n      target\n      formFactor\n      hasData\n    }\n    cruxPages(teamId: $teamId, siteId: $siteId, formFactor: $formFactor) {\n      target\n      status\n      checkedAt\n      period {\n        firstDate\n        lastDate\n      }\n      assessment\n      metrics {\n        ...CruxMetricFields\n      }\n    }\n  }\n": typeof types.CruxPagesDocument,
    "\n  query CruxMetricHistory($teamId: ID!, $siteId: ID!, $metric: String!, $formFactor: CruxFormFactor, $months: Int) {\n    cruxMetricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, formFactor: $formFactor, months: $months) {\n      metric\n      target\n      months\n      points {\n        periodStart\n        periodEnd\n        p75\n        shares {\n          good\n          average\n          poor\n        }\n      }\n    }\n  }\n": typeof types.CruxMetricHistoryDocument,
    "\n  query CruxLcpParts($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor, $months: Int) {\n    cruxLcpParts(teamId: $teamId, siteId: $siteId, formFactor: $formFactor, months: $months) {\n      target\n      formFactor\n      months\n      reported\n      period {\n        firstDate\n        lastDate\n      }\n      lcpP75\n      dominant\n      parts {\n        metric\n        p75\n        rating\n        share\n        guideShare\n        guide\n      }\n      history {\n        metric\n        points {\n          periodEnd\n          p75\n        }\n      }\n    }\n  }\n": typeof types.CruxLcpPartsDocument,
    "\n  mutation CollectCruxNow($teamId: ID!, $siteId: ID!) {\n    collectCruxNow(teamId: $teamId, siteId: $siteId) {\n      jobId\n    }\n  }\n": typeof types.CollectCruxNowDocument,
};
const documents: Documents = {
    "\n  fragment CruxMetricFields on CruxMetricSummary {\n    metric\n    p75\n    rating\n    shares {\n      good\n      average\n      poor\n    }\n    trend {\n      previousP75\n      previousPeriodEnd\n      change\n      direction\n    }\n  }\n": types.CruxMetricFieldsFragmentDoc,
    "\n  query CruxSummary($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor) {\n    cruxSummary(teamId: $teamId, siteId: $siteId, formFactor: $formFactor) {\n      target\n      formFactor\n      hasData\n      sampleData\n      status\n      checkedAt\n      period {\n        firstDate\n        lastDate\n      }\n      assessment\n      metrics {\n        ...CruxMetricFields\n      }\n    }\n  }\n": types.CruxSummaryDocument,
    "\n  query CruxPages($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor) {\n    cruxSummary(teamId: $teamId, siteId: $siteId, formFactor: $formFactor) {\n      target\n      formFactor\n      hasData\n    }\n    cruxPages(teamId: $teamId, siteId: $siteId, formFactor: $formFactor) {\n      target\n      status\n      checkedAt\n      period {\n        firstDate\n        lastDate\n      }\n      assessment\n      metrics {\n        ...CruxMetricFields\n      }\n    }\n  }\n": types.CruxPagesDocument,
    "\n  query CruxMetricHistory($teamId: ID!, $siteId: ID!, $metric: String!, $formFactor: CruxFormFactor, $months: Int) {\n    cruxMetricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, formFactor: $formFactor, months: $months) {\n      metric\n      target\n      months\n      points {\n        periodStart\n        periodEnd\n        p75\n        shares {\n          good\n          average\n          poor\n        }\n      }\n    }\n  }\n": types.CruxMetricHistoryDocument,
    "\n  query CruxLcpParts($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor, $months: Int) {\n    cruxLcpParts(teamId: $teamId, siteId: $siteId, formFactor: $formFactor, months: $months) {\n      target\n      formFactor\n      months\n      reported\n      period {\n        firstDate\n        lastDate\n      }\n      lcpP75\n      dominant\n      parts {\n        metric\n        p75\n        rating\n        share\n        guideShare\n        guide\n      }\n      history {\n        metric\n        points {\n          periodEnd\n          p75\n        }\n      }\n    }\n  }\n": types.CruxLcpPartsDocument,
    "\n  mutation CollectCruxNow($teamId: ID!, $siteId: ID!) {\n    collectCruxNow(teamId: $teamId, siteId: $siteId) {\n      jobId\n    }\n  }\n": types.CollectCruxNowDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CruxMetricFields on CruxMetricSummary {\n    metric\n    p75\n    rating\n    shares {\n      good\n      average\n      poor\n    }\n    trend {\n      previousP75\n      previousPeriodEnd\n      change\n      direction\n    }\n  }\n"): (typeof documents)["\n  fragment CruxMetricFields on CruxMetricSummary {\n    metric\n    p75\n    rating\n    shares {\n      good\n      average\n      poor\n    }\n    trend {\n      previousP75\n      previousPeriodEnd\n      change\n      direction\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CruxSummary($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor) {\n    cruxSummary(teamId: $teamId, siteId: $siteId, formFactor: $formFactor) {\n      target\n      formFactor\n      hasData\n      sampleData\n      status\n      checkedAt\n      period {\n        firstDate\n        lastDate\n      }\n      assessment\n      metrics {\n        ...CruxMetricFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CruxSummary($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor) {\n    cruxSummary(teamId: $teamId, siteId: $siteId, formFactor: $formFactor) {\n      target\n      formFactor\n      hasData\n      sampleData\n      status\n      checkedAt\n      period {\n        firstDate\n        lastDate\n      }\n      assessment\n      metrics {\n        ...CruxMetricFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CruxPages($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor) {\n    cruxSummary(teamId: $teamId, siteId: $siteId, formFactor: $formFactor) {\n      target\n      formFactor\n      hasData\n    }\n    cruxPages(teamId: $teamId, siteId: $siteId, formFactor: $formFactor) {\n      target\n      status\n      checkedAt\n      period {\n        firstDate\n        lastDate\n      }\n      assessment\n      metrics {\n        ...CruxMetricFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CruxPages($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor) {\n    cruxSummary(teamId: $teamId, siteId: $siteId, formFactor: $formFactor) {\n      target\n      formFactor\n      hasData\n    }\n    cruxPages(teamId: $teamId, siteId: $siteId, formFactor: $formFactor) {\n      target\n      status\n      checkedAt\n      period {\n        firstDate\n        lastDate\n      }\n      assessment\n      metrics {\n        ...CruxMetricFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CruxMetricHistory($teamId: ID!, $siteId: ID!, $metric: String!, $formFactor: CruxFormFactor, $months: Int) {\n    cruxMetricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, formFactor: $formFactor, months: $months) {\n      metric\n      target\n      months\n      points {\n        periodStart\n        periodEnd\n        p75\n        shares {\n          good\n          average\n          poor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CruxMetricHistory($teamId: ID!, $siteId: ID!, $metric: String!, $formFactor: CruxFormFactor, $months: Int) {\n    cruxMetricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, formFactor: $formFactor, months: $months) {\n      metric\n      target\n      months\n      points {\n        periodStart\n        periodEnd\n        p75\n        shares {\n          good\n          average\n          poor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CruxLcpParts($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor, $months: Int) {\n    cruxLcpParts(teamId: $teamId, siteId: $siteId, formFactor: $formFactor, months: $months) {\n      target\n      formFactor\n      months\n      reported\n      period {\n        firstDate\n        lastDate\n      }\n      lcpP75\n      dominant\n      parts {\n        metric\n        p75\n        rating\n        share\n        guideShare\n        guide\n      }\n      history {\n        metric\n        points {\n          periodEnd\n          p75\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CruxLcpParts($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor, $months: Int) {\n    cruxLcpParts(teamId: $teamId, siteId: $siteId, formFactor: $formFactor, months: $months) {\n      target\n      formFactor\n      months\n      reported\n      period {\n        firstDate\n        lastDate\n      }\n      lcpP75\n      dominant\n      parts {\n        metric\n        p75\n        rating\n        share\n        guideShare\n        guide\n      }\n      history {\n        metric\n        points {\n          periodEnd\n          p75\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CollectCruxNow($teamId: ID!, $siteId: ID!) {\n    collectCruxNow(teamId: $teamId, siteId: $siteId) {\n      jobId\n    }\n  }\n"): (typeof documents)["\n  mutation CollectCruxNow($teamId: ID!, $siteId: ID!) {\n    collectCruxNow(teamId: $teamId, siteId: $siteId) {\n      jobId\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;