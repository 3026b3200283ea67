include ironic::inspector::swift
