import { useCallback, useEffect, useRef, useState } from 'react';

/** A chosen file and an object URL to preview it, revoked when replaced or unmounted. */
export function useLocalPreview() {
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);

  const revoke = () => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = null;
  };

  useEffect(() => revoke, []);

  const choose = useCallback((next: File) => {
    revoke();
    const url = URL.createObjectURL(next);
    current.current = url;
    setFile(next);
    setPreviewUrl(url);
    return url;
  }, []);

  const clear = useCallback(() => {
    revoke();
    setFile(null);
    setPreviewUrl(null);
  }, []);

  return { file, previewUrl, choose, clear };
}
