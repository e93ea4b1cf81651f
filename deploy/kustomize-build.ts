import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import jsonPatch, { type Operation } from 'fast-json-patch';
import { parseAllDocuments, parse } from 'yaml';

/**
 * `kustomize build` for the part of kustomize our overlays use, so `npm test` can check what
 * `kubectl apply -k` would send without a kustomize binary (none ships on npm): `resources`
 * (files and folders with a kustomization.yaml), `namespace`, `replicas`, and `patches` holding
 * JSON 6902 operations with a `target` (kind, name as an anchored regular expression, group,
 * version). Any other field is refused, so an overlay cannot use a feature rendered wrongly here.
 */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  resources?: string[];
  namespace?: string;
  replicas?: Array<{ name: string; count: number }>;
  patches?: Array<{ path?: string; patch?: string; target: Target }>;
}

interface Target {
  kind?: string;
  name?: string;
  group?: string;
  version?: string;
}

const KNOWN_FIELDS = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'replicas', 'patches']);
// Kinds the replicas field changes, as kustomize's replica count transformer does.
const SCALABLE_KINDS = new Set(['Deployment', 'StatefulSet', 'ReplicaSet', 'ReplicationController']);

export function kustomizeBuild(dir: string): Manifest[] {
  const kustomization = parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as Kustomization;
  const unknown = Object.keys(kustomization).filter((field) => !KNOWN_FIELDS.has(field));
  if (unknown.length) throw new Error(`${dir}/kustomization.yaml: ${unknown.join(', ')} not supported by this renderer`);
  if (kustomization.kind !== 'Kustomization') throw new Error(`${dir}/kustomization.yaml: kind must be Kustomization`);

  const manifests = (kustomization.resources ?? []).flatMap((entry) => loadResource(path.join(dir, entry)));
  assertUniqueIds(manifests, dir);

  for (const { path: patchFile, patch, target } of kustomization.patches ?? []) {
    const text = patchFile ? readFileSync(path.join(dir, patchFile), 'utf8') : patch;
    const operations = parse(text ?? '') as Operation[];
    if (!Array.isArray(operations)) throw new Error(`${dir}: only JSON 6902 patches (a list of operations) are supported`);
    const selected = manifests.filter((manifest) => matches(manifest, target));
    if (!selected.length) throw new Error(`${dir}: patch target ${JSON.stringify(target)} matches no resource`);
    for (const manifest of selected) jsonPatch.applyPatch(manifest, operations, true, true);
  }

  if (kustomization.namespace) for (const manifest of manifests) manifest.metadata.namespace = kustomization.namespace;

  for (const { name, count } of kustomization.replicas ?? []) {
    const selected = manifests.filter((manifest) => SCALABLE_KINDS.has(manifest.kind) && manifest.metadata.name === name);
    if (!selected.length) throw new Error(`${dir}: replicas for ${name} match no workload`);
    for (const manifest of selected) (manifest.spec as { replicas?: number }).replicas = count;
  }
  return manifests;
}

function loadResource(entry: string): Manifest[] {
  if (statSync(entry).isDirectory()) return kustomizeBuild(entry);
  return parseAllDocuments(readFileSync(entry, 'utf8')).flatMap((document) => {
    if (document.errors.length) throw new Error(`${entry}: ${document.errors[0].message}`);
    const manifest = document.toJS() as Manifest | null;
    return manifest ? [manifest] : [];
  });
}

function matches(manifest: Manifest, target: Target): boolean {
  const [group, version] = manifest.apiVersion.includes('/') ? manifest.apiVersion.split('/') : ['', manifest.apiVersion];
  if (target.kind && !anchored(target.kind).test(manifest.kind)) return false;
  if (target.name && !anchored(target.name).test(manifest.metadata.name)) return false;
  if (target.group !== undefined && !anchored(target.group).test(group)) return false;
  if (target.version && !anchored(target.version).test(version)) return false;
  return true;
}

/** kustomize matches a target's fields as regular expressions of the whole value. */
function anchored(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`);
}

function assertUniqueIds(manifests: Manifest[], dir: string): void {
  const seen = new Set<string>();
  for (const manifest of manifests) {
    const id = `${manifest.apiVersion} ${manifest.kind} ${manifest.metadata.name}`;
    if (seen.has(id)) throw new Error(`${dir}: ${id} is defined twice`);
    seen.add(id);
  }
}
