/** Errors of trace export. Messages name settings, statuses and counts — never trace content or secrets. */
export class TracingError extends Error {
  override name = 'TracingError';
}

/** The Langfuse export is configured incompletely or wrongly (names the variable, never its value). */
export class TracingConfigError extends TracingError {
  override name = 'TracingConfigError';
  constructor(
    readonly setting: string,
    readonly reason: string,
  ) {
    super(`Trace export configuration: ${setting} ${reason}`);
  }
}

/**
 * Some events could not be delivered after every retry (the backend was down, slow or throttling). Thrown by the
 * forwarder Lambda so the asynchronous invocation is retried later; event ids are deterministic, so what was
 * already delivered is deduplicated by Langfuse.
 */
export class TraceDeliveryError extends TracingError {
  override name = 'TraceDeliveryError';
  constructor(
    readonly undelivered: number,
    options?: ErrorOptions,
  ) {
    super(`${undelivered} trace events could not be delivered after retries`, options);
  }
}
