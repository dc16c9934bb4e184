// SARIF 2.1.0 export, for code scanning (GitHub, Azure DevOps) and SARIF viewers. One rule per PHI type
// of the vocabulary; each finding a result at its region with a fingerprint from the keyed hash; each
// skipped file a tool notification. Messages name the type and score only: never the PHI text, which is
// written (as the region's snippet) only when the export was asked to include it.
import { describeCue } from '../../deid/phi-evidence';
import { CATEGORY_OF_TYPE, PHI_TYPES } from '../../deid/phi-types';
import type { Finding } from '../findings';
import type { ScanEvent } from '../scan';
import { pathToUriReference } from '../safe-text';
import { skipDescription } from '../skip';
import type { ExportMeta, FindingsWriter } from './types';

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

const RULE_INDEX = new Map<string, number>(PHI_TYPES.map((t, i) => [t, i]));

const words = (type: string): string => type.toLowerCase().replace(/-/g, ' ');

function rules(): unknown[] {
  return PHI_TYPES.map((type) => ({
    id: type,
    name: `phi/${type}`,
    shortDescription: { text: `Protected health information: ${words(type)}` },
    fullDescription: {
      text: `Text the engine identified as PHI of type ${type} (category ${CATEGORY_OF_TYPE[type]}). Remove or de-identify it before the file is shared.`,
    },
    defaultConfiguration: { level: 'error' },
    properties: { category: CATEGORY_OF_TYPE[type], tags: ['phi', 'privacy'] },
  }));
}

function result(file: string, f: Finding): Record<string, unknown> {
  const index = RULE_INDEX.get(f.type.toUpperCase());
  return {
    ruleId: f.type,
    ...(index !== undefined ? { ruleIndex: index } : {}),
    // A review candidate is a note: something to look at, not a finding that fails a gate.
    level: f.review ? 'note' : 'error',
    message: { text: `${f.review ? `Review candidate: ${words(f.type)}?` : `Possible PHI: ${words(f.type)}`} (score ${f.score.toFixed(2)}).${f.explanation !== undefined ? ` Found by: ${f.explanation}${f.evidence !== undefined ? ` (cue: ${describeCue(f.evidence.cue)})` : ''}.` : ''}` },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: pathToUriReference(file), uriBaseId: '%SRCROOT%' },
          region: {
            startLine: f.line,
            startColumn: f.column,
            endLine: f.endLine,
            endColumn: f.endColumn,
            charOffset: f.offset,
            charLength: f.length,
            ...(f.text !== undefined ? { snippet: { text: f.text } } : {}),
          },
        },
      },
    ],
    partialFingerprints: { 'phiValueHash/v1': `${f.type}:${f.hash}` },
    properties: {
      score: f.score,
      ...(f.category !== undefined ? { category: f.category } : {}),
      hash: f.hash,
      ...(f.rule !== undefined ? { rule: f.rule, ...(f.explanation !== undefined ? { explanation: f.explanation } : {}), ...(f.evidence !== undefined ? { evidence: f.evidence } : {}) } : {}),
      ...(f.review ? { review: true } : {}),
    },
  };
}

export function sarifWriter(meta: ExportMeta): FindingsWriter {
  let first = true;
  // Skips are written after the results (in the run's invocation); only their names and reasons are held.
  const notifications: unknown[] = [];
  return {
    begin() {
      const head = {
        $schema: SARIF_SCHEMA_URI,
        version: '2.1.0',
        runs: [
          {
            tool: {
              driver: {
                name: meta.tool.name,
                version: meta.tool.version,
                semanticVersion: meta.tool.version,
                informationUri: 'https://github.com/clinical-text-tools/text-inference',
                rules: rules(),
              },
            },
            columnKind: 'utf16CodeUnits',
          },
        ],
      };
      // Everything up to the open results array of the run.
      return `${JSON.stringify(head).slice(0, -3)},"results":[\n`;
    },
    event(event: ScanEvent) {
      if (event.kind === 'skip') {
        const { display, reason, detail } = event.skip;
        notifications.push({
          level: 'warning',
          message: { text: `Skipped: ${skipDescription(reason)}${detail ? ` (${detail})` : ''}.` },
          locations: [{ physicalLocation: { artifactLocation: { uri: pathToUriReference(display), uriBaseId: '%SRCROOT%' } } }],
          properties: { reason },
        });
        return '';
      }
      let text = '';
      for (const f of event.result.findings) {
        text += `${first ? '' : ',\n'}${JSON.stringify(result(event.result.file, f))}`;
        first = false;
      }
      return text;
    },
    end(summary) {
      const invocation = { executionSuccessful: true, endTimeUtc: new Date().toISOString(), toolExecutionNotifications: notifications };
      const properties = { engine: meta.engine, hashKey: meta.hashKey, includesText: meta.includesText, summary };
      return `${first ? '' : '\n'}],"invocations":${JSON.stringify([invocation])},"properties":${JSON.stringify(properties)}}]}\n`;
    },
  };
}
