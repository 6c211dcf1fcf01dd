/**
 * A Firestore trigger path pattern such as `Banks/{bankId}/Cities/{cityId}` or `Logs/{rest=**}`,
 * matched segment by segment the way Cloud Functions does: `{name}` takes exactly one segment,
 * `{name=**}` (only last) takes one or more.
 */
export class DocumentPattern {
  private readonly segments: readonly string[];

  constructor(readonly pattern: string) {
    this.segments = pattern.replace(/^\/+|\/+$/g, '').split('/');
  }

  /** The captured parameters when `path` matches, otherwise undefined. */
  match(path: string): Record<string, string> | undefined {
    const parts = path.replace(/^\/+|\/+$/g, '').split('/');
    const params: Record<string, string> = {};
    for (let i = 0; i < this.segments.length; i++) {
      const seg = this.segments[i] as string;
      const multi = /^\{([^}=]+)=\*\*\}$/.exec(seg);
      if (multi) {
        if (i !== this.segments.length - 1 || parts.length <= i) return undefined;
        params[multi[1] as string] = parts.slice(i).join('/');
        return params;
      }
      const part = parts[i];
      if (part === undefined) return undefined;
      const single = /^\{([^}=]+)(?:=\*)?\}$/.exec(seg);
      if (single) params[single[1] as string] = part;
      else if (seg === '*') continue;
      else if (seg !== part) return undefined;
    }
    return parts.length === this.segments.length ? params : undefined;
  }
}
