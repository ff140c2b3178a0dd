import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export async function measure(label: string, url: string, headers: Record<string, string>, durationSeconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections: 50, duration: durationSeconds, headers });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
