include ironic::swift
