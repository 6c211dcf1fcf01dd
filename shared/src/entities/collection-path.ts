/**
 * Where a collection sits in the Firestore tree, built once per collection so that every path to
 * it (a document, the collection, a functions trigger) comes from the same segments. Only
 * shared/src/entities names collections; everything else asks a descriptor.
 */

/** The path ids of a document, one string per key (`{ bankId, cityId, dealId }`). */
export type PathIds<K extends string> = { readonly [P in K]: string };

/** A collection's place in the tree: its id and the path ids of its parents and documents. */
export interface CollectionPath<
  Parent extends string,
  Key extends string,
  Id extends string = string,
  Trigger extends string = string,
> {
  /** The collection id: the last segment of the collection's path, as collection-group queries name it. */
  readonly collectionId: Id;
  /** The name of this collection's document id in paths and trigger params (`dealId`). */
  readonly idKey: Key;
  /** The path ids of the documents this collection hangs under, outermost first. */
  readonly parentKeys: readonly Parent[];
  /** The collection's slash-separated path under its parent document (`Banks/Hbl/Cities/Lahore/Deals`). */
  path(...parent: [Parent] extends [never] ? [] : [PathIds<Parent>]): string;
  /** One document's slash-separated path (`Banks/Hbl/Cities/Lahore/Deals/d1`). */
  docPath(ids: PathIds<Parent | Key>): string;
  /** The path ids of a document path of this collection, or null when the path is not one. */
  idsOf(docPath: string): PathIds<Parent | Key> | null;
  /**
   * The document pattern of a Cloud Functions Firestore trigger
   * (`Banks/{bankId}/Cities/{cityId}/Deals/{dealId}`), typed so that `event.params` is too.
   */
  readonly trigger: Trigger;
}

function build<
  Parent extends string,
  Key extends string,
  Id extends string,
  Trigger extends string,
>(
  parentPath: ((ids: PathIds<Parent>) => string) | null,
  parentKeys: readonly Parent[],
  collectionId: Id,
  idKey: Key,
): CollectionPath<Parent, Key, Id, Trigger> {
  const path = (ids: PathIds<Parent>): string =>
    parentPath === null ? collectionId : `${parentPath(ids)}/${collectionId}`;
  const docPath = (ids: PathIds<Parent | Key>): string => `${path(ids)}/${ids[idKey]}`;
  const keys = [...parentKeys, idKey];
  const placeholders = Object.fromEntries(keys.map((key) => [key, `{${key}}`])) as PathIds<
    Parent | Key
  >;
  const pattern = docPath(placeholders).split('/');
  const idsOf = (path: string): PathIds<Parent | Key> | null => {
    const segments = path.split('/');
    if (segments.length !== pattern.length) return null;
    const ids: Record<string, string> = {};
    for (const [i, segment] of segments.entries()) {
      const expected = pattern[i] ?? '';
      if (i % 2 === 0 ? segment !== expected : segment === '') return null;
      if (i % 2 === 1) ids[keys[(i - 1) / 2] ?? ''] = segment;
    }
    return ids as PathIds<Parent | Key>;
  };
  return {
    collectionId,
    idKey,
    parentKeys,
    path: (...parent) => path((parent[0] ?? {}) as PathIds<Parent>),
    docPath,
    idsOf,
    trigger: docPath(placeholders) as Trigger,
  };
}

/** A top-level collection whose documents' ids are called `idKey`, with the entity's `extras`. */
/* @__NO_SIDE_EFFECTS__ */
export function topLevel<
  Id extends string,
  Key extends string,
  const Extras extends object = object,
>(
  collectionId: Id,
  idKey: Key,
  extras?: Extras,
): CollectionPath<never, Key, Id, `${Id}/{${Key}}`> & Extras {
  return {
    ...build<never, Key, Id, `${Id}/{${Key}}`>(null, [], collectionId, idKey),
    ...(extras as Extras),
  };
}

/**
 * A subcollection of `parent`'s documents, whose documents' ids are called `idKey`, with the
 * entity's `extras`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function subcollection<
  Parent extends string,
  ParentKey extends string,
  ParentTrigger extends string,
  Id extends string,
  Key extends string,
  const Extras extends object = object,
>(
  parent: CollectionPath<Parent, ParentKey, string, ParentTrigger>,
  collectionId: Id,
  idKey: Key,
  extras?: Extras,
): CollectionPath<Parent | ParentKey, Key, Id, `${ParentTrigger}/${Id}/{${Key}}`> & Extras {
  return {
    ...build<Parent | ParentKey, Key, Id, `${ParentTrigger}/${Id}/{${Key}}`>(
      (ids) => parent.docPath(ids),
      [...parent.parentKeys, parent.idKey],
      collectionId,
      idKey,
    ),
    ...(extras as Extras),
  };
}
