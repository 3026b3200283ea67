validate_re('latest', '^(present|absent)$', 'ensure must be present or absent')
