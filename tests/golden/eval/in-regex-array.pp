notice(/^a/ in ['xa', 'ab'])
notice(/^z/ in ['xa', 'ab'])
