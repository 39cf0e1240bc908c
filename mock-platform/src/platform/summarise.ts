// What the event log keeps of a call's arguments: enough for the checklist monitor, never data
// or signed values.

const byteLength = (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? null), 'utf8');

/** The logged form of the arguments of platform SDK call `op`. */
export function summarise(op: string, body: Record<string, unknown>): Record<string, unknown> {
  switch (op) {
    case 'saveData': {
      const data = (body.data ?? {}) as Record<string, unknown>;
      return { keys: Object.keys(data).length, bytes: byteLength(data) };
    }
    case 'scheduleNotification': {
      const n = (body.notification ?? {}) as Record<string, unknown>;
      const body_ = typeof n.body === 'string' ? n.body : '';
      return {
        id: n.id,
        title: n.title,
        body: body_,
        bodyLength: [...body_].length,
        day: n.day,
        image: n.imageAssetId ? `asset:${String(n.imageAssetId)}` : typeof n.imageDataUrl === 'string' ? `data-url:${n.imageDataUrl.slice(5, n.imageDataUrl.indexOf(';'))}` : null,
      };
    }
    case 'shareImage': {
      const image = typeof body.image === 'string' ? body.image : '';
      return { intent: body.intent, imageBytes: image.length, text: body.text ?? null };
    }
    case 'showRegistration':
      return { message: body.message };
    case 'init':
      return { page: body.page, pageLoad: typeof body.pageLoad === 'string' ? body.pageLoad : null };
    case 'consume':
      return { purchaseToken: body.purchaseToken };
    case 'observe':
      return (body.detail ?? {}) as Record<string, unknown>;
    default: {
      const { data: _data, ...rest } = body;
      return rest;
    }
  }
}
