include cinder::backup::swift
